/**
 * Create and edit an agent. A new agent, a fix of a rejected one and the next version of a
 * published one are each saved as a draft, tested in the test console, checked (the
 * conformance report a submission needs) and then submitted: a rejected agent goes back to
 * review; a published one stays live while the new version is reviewed. The agent's ID and
 * secret are managed beside the form.
 */
import { ApiError, type DeveloperAgentDetail } from '@legion/api';
import {
  AgentCallLog,
  AgentCheckReport,
  AgentCredentials,
  AgentSecretDialog,
  AgentTestConsole,
  AgentVersionHistory,
} from '@legion/screens';
import { BackLink, Button, Card, ErrorState, Link, PageHeader, Spinner } from '@legion/ui';
import { useLingui } from '@lingui/react/macro';
import { BarChart3, MessageSquareText, Store } from 'lucide-react';
import { useFormatDate } from '../../features/console.tsx';
import {
  useAgentCalls,
  useAgentChecks,
  useAgentTest,
  useAgentVersionItems,
  useDeveloperAgent,
  useRotateSecret,
} from '../../features/developer/agent-editor.ts';
import { EditorForm } from './AgentEditorForm.tsx';

function Credentials({ agent }: { agent: DeveloperAgentDetail }) {
  const { rotate, secret, clearSecret } = useRotateSecret(agent.id);
  return (
    <>
      <AgentCredentials
        agentKey={agent.agentKey}
        canRotate={agent.access === 'owner'}
        rotating={rotate.isPending}
        onRotate={() => rotate.mutateAsync()}
      />
      <AgentSecretDialog agentKey={agent.agentKey} agentSecret={secret} onClose={clearSecret} />
    </>
  );
}

function History({ agent }: { agent: DeveloperAgentDetail }) {
  return <AgentVersionHistory versions={useAgentVersionItems(agent)} />;
}

/** the latest version's connection, called as the platform would */
function TestConsole({ agent }: { agent: DeveloperAgentDetail }) {
  const test = useAgentTest(agent.id);
  return (
    <AgentTestConsole
      protocol={agent.latest.protocol}
      result={test.result}
      pending={test.pending}
      error={test.error}
      onSend={test.send}
    />
  );
}

/** the conformance report a submission needs, and checking again */
function Checks({ agent }: { agent: DeveloperAgentDetail }) {
  const formatDate = useFormatDate();
  const checks = useAgentChecks(agent);
  return (
    <AgentCheckReport
      report={checks.report}
      stale={checks.stale}
      running={checks.running}
      error={checks.error}
      onRetry={checks.retry}
      onRun={checks.run}
      formatTime={(iso) => formatDate(iso, true)}
    />
  );
}

/** every call made to the agent, for its developer */
function CallLog({ agent }: { agent: DeveloperAgentDetail }) {
  const { t } = useLingui();
  const formatDate = useFormatDate();
  const { query, kind, setKind, setPage } = useAgentCalls(agent.id);
  return (
    <AgentCallLog
      calls={query.data?.items ?? []}
      total={query.data?.total}
      kind={kind}
      onKindChange={setKind}
      formatTime={(iso) => formatDate(iso, true)}
      loading={query.isPending}
      error={query.isError ? t`调用记录加载失败` : undefined}
      onRetry={() => void query.refetch()}
      pagination={
        query.data && {
          page: query.data.page,
          pageSize: query.data.pageSize,
          total: query.data.total,
          onPageChange: setPage,
        }
      }
    />
  );
}

export interface AgentEditorProps {
  /** an agent's id, or 'new' */
  agentId: string;
  onDone: () => void;
  /** a new agent was saved as a draft: open its own page */
  onCreated: (agentId: string) => void;
}

export function AgentEditor({ agentId, onDone, onCreated }: AgentEditorProps) {
  const { t } = useLingui();
  const query = useDeveloperAgent(agentId);
  const back = <BackLink href="/developer/plugins">{t`返回我的插件`}</BackLink>;
  if (agentId === 'new') {
    return (
      <div>
        {back}
        <PageHeader
          title={t`创建插件`}
          description={t`填写插件信息并保存为草稿，先在测试台里试一试，再提交审核；审核通过后在插件市场上架。`}
        />
        <Card asChild padding="xl">
          <section>
            <EditorForm agent={null} onDone={onDone} onCreated={onCreated} />
          </section>
        </Card>
      </div>
    );
  }
  if (query.isPending) return <Spinner area="section" label={t`正在加载插件`} />;
  if (query.isError) {
    // someone else's agent is 404, like one that does not exist
    const missing = query.error instanceof ApiError && query.error.status === 404;
    return (
      <div>
        {back}
        <ErrorState
          message={missing ? t`没有找到这个插件，或你没有管理它的权限` : t`插件加载失败`}
          onRetry={() => void query.refetch()}
        />
      </div>
    );
  }
  const agent = query.data;
  return (
    <div>
      {back}
      <PageHeader
        title={t`编辑插件`}
        description={agent.access === 'member' ? t`由 ${agent.ownerName} 授权你管理` : undefined}
        actions={
          agent.published ? (
            <>
              <Button asChild variant="outline" size="sm">
                <Link href={`/developer/statistics/${agent.id}`}>
                  <BarChart3 aria-hidden="true" />
                  {t`数据统计`}
                </Link>
              </Button>
              <Button asChild variant="outline" size="sm">
                <Link href={`/developer/reviews/${agent.id}`}>
                  <MessageSquareText aria-hidden="true" />
                  {t`用户评价`}
                </Link>
              </Button>
              <Button asChild variant="outline" size="sm">
                <Link href={`/plugins/statistics/${agent.id}`}>
                  <Store aria-hidden="true" />
                  {t`市场页面`}
                </Link>
              </Button>
            </>
          ) : undefined
        }
      />
      <div className="lu:grid lu:grid-cols-1 lu:gap-6 lu:lg:grid-cols-[minmax(0,1fr)_20rem]">
        <Card asChild padding="xl">
          <section>
            <EditorForm key={agent.latest.id} agent={agent} onDone={onDone} onCreated={onCreated} />
          </section>
        </Card>
        <aside className="lu:space-y-6">
          <Credentials agent={agent} />
          <History agent={agent} />
        </aside>
        <div className="lu:space-y-6 lu:lg:col-span-2">
          <Checks agent={agent} />
          <TestConsole agent={agent} />
          <CallLog agent={agent} />
        </div>
      </div>
    </div>
  );
}
