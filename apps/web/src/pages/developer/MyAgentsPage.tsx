/**
 * My agents (/developer/plugins): every agent the user owns or manages for a team,
 * with its review state, filtered by state and paged. `?edit=new` creates an agent and
 * `?edit={id}` edits one, so both can be linked to and left with the back button.
 */
import { REVIEW_STATUSES, type ReviewStatus } from '@legion/api';
import { AgentStatusList } from '@legion/screens';
import {
  Button,
  Card,
  EmptyState,
  ErrorState,
  Link,
  PageContainer,
  PageHeader,
  Pagination,
  Segmented,
  Spinner,
} from '@legion/ui';
import { useLingui } from '@lingui/react/macro';
import { PackageOpen, PackagePlus, Users } from 'lucide-react';
import { useSearchParams } from 'react-router-dom';
import { NoPermission, RequireAgentManager } from '../../auth/guards.tsx';
import { useIsCertified } from '../../features/console.tsx';
import { useAgentStatusItems, useDeveloperAgents } from '../../features/developer/agents.ts';
import { AgentEditor, type AgentEditorProps } from './AgentEditor.tsx';

const PAGE_SIZE = 10;

function AgentList() {
  const { t } = useLingui();
  const certified = useIsCertified();
  const [params, setParams] = useSearchParams();
  const status = REVIEW_STATUSES.find((value) => value === params.get('status'));
  const page = Math.max(1, Number(params.get('page')) || 1);
  const query = useDeveloperAgents(status, page, PAGE_SIZE);
  const items = useAgentStatusItems();
  const update = (next: { status?: ReviewStatus | 'all'; page?: number }) =>
    setParams((current) => {
      const copy = new URLSearchParams(current);
      if (next.status !== undefined) {
        if (next.status === 'all') copy.delete('status');
        else copy.set('status', next.status);
        copy.delete('page');
      }
      if (next.page !== undefined) {
        if (next.page <= 1) copy.delete('page');
        else copy.set('page', String(next.page));
      }
      return copy;
    });
  const create = certified ? (
    <Button asChild>
      <Link href="/developer/plugins?edit=new">
        <PackagePlus aria-hidden="true" />
        {t`创建插件`}
      </Link>
    </Button>
  ) : null;

  let body: React.ReactNode;
  if (query.isPending) body = <Spinner area="section" label={t`正在加载插件`} />;
  else if (query.isError)
    body = <ErrorState message={t`插件列表加载失败`} onRetry={() => void query.refetch()} />;
  else if (query.data.items.length === 0)
    body = (
      <EmptyState
        variant="plain"
        className="lu:py-16"
        icon={<PackageOpen aria-hidden="true" />}
        titleAs="p"
        title={status ? t`没有这个状态的插件` : t`还没有插件`}
        description={
          certified
            ? t`创建插件并提交审核，审核通过后会在插件市场上架。`
            : t`认证开发者才能创建插件；团队成员可以管理所有者授权给你的插件。`
        }
        action={
          certified ? (
            create
          ) : (
            <Button asChild variant="outline">
              <Link href="/developer/certification">
                <Users aria-hidden="true" />
                {t`申请开发者认证`}
              </Link>
            </Button>
          )
        }
      />
    );
  else
    body = (
      <>
        <AgentStatusList agents={items(query.data.items)} />
        <Pagination
          className="lu:border-border lu:border-t lu:py-3"
          page={query.data.page}
          pageSize={query.data.pageSize}
          total={query.data.total}
          onPageChange={(next) => update({ page: next })}
        />
      </>
    );

  return (
    <>
      <PageHeader
        title={t`我的插件`}
        description={t`创建插件、查看审核进度，修改未通过的插件后重新提交。`}
        actions={create}
      />
      <Segmented
        className="lu:mb-4"
        label={t`按状态筛选`}
        value={status ?? 'all'}
        onChange={(value) => update({ status: value })}
        options={[
          { value: 'all', label: t`全部` },
          { value: 'pending', label: t`审核中` },
          { value: 'rejected', label: t`未通过` },
          { value: 'approved', label: t`已通过` },
        ]}
      />
      <Card asChild padding="none">
        <section aria-busy={query.isFetching}>{body}</section>
      </Card>
    </>
  );
}

/**
 * The editor, to those who may use it: creating is for certified developers, editing for the
 * agent's owner and its team (the server answers 404 for someone else's). Anyone else sees
 * why, and the form that the server would refuse with a 403 is never offered.
 */
function GuardedEditor({ agentId, onDone, onCreated }: AgentEditorProps) {
  const { t } = useLingui();
  const certified = useIsCertified();
  if (agentId === 'new' && !certified) {
    return (
      <NoPermission
        description={t`认证开发者才能创建插件；团队成员可以管理所有者授权给你的插件。`}
        action={
          <Button asChild variant="outline">
            <Link href="/developer/plugins">{t`返回我的插件`}</Link>
          </Button>
        }
      />
    );
  }
  return (
    <RequireAgentManager>
      <AgentEditor key={agentId} agentId={agentId} onDone={onDone} onCreated={onCreated} />
    </RequireAgentManager>
  );
}

export default function MyAgentsPage() {
  const [params, setParams] = useSearchParams();
  const editing = params.get('edit');
  return (
    <PageContainer>
      {editing && /^(new|\d{1,18})$/.test(editing) ? (
        <GuardedEditor
          key={editing}
          agentId={editing}
          onDone={() =>
            setParams((current) => {
              const copy = new URLSearchParams(current);
              copy.delete('edit');
              return copy;
            })
          }
          onCreated={(id) =>
            setParams((current) => {
              const copy = new URLSearchParams(current);
              copy.set('edit', id);
              return copy;
            })
          }
        />
      ) : (
        <AgentList />
      )}
    </PageContainer>
  );
}
