/**
 * My agents (SPEC §2 /developer/plugins): every agent the user owns or manages for a team,
 * with its review state, filtered by state and paged. `?edit=new` creates an agent and
 * `?edit={id}` edits one, so both can be linked to and left with the back button.
 */
import { type DeveloperAgent, REVIEW_STATUSES, type ReviewStatus } from '@legion/api';
import {
  Button,
  Card,
  ErrorState,
  Link,
  PageContainer,
  PageHeader,
  Pagination,
  Segmented,
  Spinner,
  StatusBadge,
} from '@legion/ui';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { BarChart3, PackageOpen, PackagePlus, Pencil, Users } from 'lucide-react';
import { useSearchParams } from 'react-router-dom';
import { api } from '../../api.ts';
import { NoPermission, RequireAgentManager } from '../../auth/guards.tsx';
import { useFormatDate, useIsCertified } from '../../features/console.tsx';
import { useAgentName } from '../../hooks/agent-name.ts';
import { AgentEditor } from './AgentEditor.tsx';

const PAGE_SIZE = 10;

function AgentItem({ agent }: { agent: DeveloperAgent }) {
  const { t } = useLingui();
  const name = useAgentName();
  const formatDate = useFormatDate();
  const { latest, live } = agent;
  const updating = live !== null && latest.id !== live.id;
  return (
    <li className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center">
      <div className="flex min-w-0 flex-1 items-start gap-3">
        <img src={latest.logo} alt="" className="size-12 shrink-0 rounded-lg object-cover" />
        <div className="min-w-0 flex-1 space-y-1">
          <div className="flex flex-wrap items-center gap-2">
            <h2 className="text-foreground truncate font-medium">{name(latest)}</h2>
            <span className="text-muted-foreground text-xs">v{latest.version}</span>
            <StatusBadge status={latest.status} />
            {agent.published ? (
              <span className="text-primary text-xs">
                {updating ? t`v${live.version} 在架` : t`已上架`}
              </span>
            ) : null}
          </div>
          <p className="text-muted-foreground text-xs">
            {agent.access === 'member' ? `${t`由 ${agent.ownerName} 授权`} · ` : ''}
            {t`提交于 ${formatDate(latest.submittedAt)}`}
            {agent.published
              ? ` · ${t`${plural(agent.subscriberCount, { other: '# 位订阅用户' })}`}`
              : ''}
          </p>
          {latest.status === 'rejected' && latest.reviewComment ? (
            <p className="text-danger line-clamp-2 text-sm">{t`未通过原因：${latest.reviewComment}`}</p>
          ) : null}
        </div>
      </div>
      <div className="flex shrink-0 gap-2 sm:justify-end">
        {agent.published ? (
          <Button asChild variant="ghost" size="sm">
            <Link href={`/developer/statistics/${agent.id}`}>
              <BarChart3 aria-hidden="true" />
              {t`数据统计`}
            </Link>
          </Button>
        ) : null}
        <Button asChild variant="outline" size="sm">
          <Link href={`/developer/plugins?edit=${agent.id}`}>
            <Pencil aria-hidden="true" />
            {latest.status === 'rejected' ? t`修改并重新提交` : t`编辑`}
            <span className="sr-only"> {name(latest)}</span>
          </Link>
        </Button>
      </div>
    </li>
  );
}

function AgentList() {
  const { t } = useLingui();
  const certified = useIsCertified();
  const [params, setParams] = useSearchParams();
  const status = REVIEW_STATUSES.find((value) => value === params.get('status'));
  const page = Math.max(1, Number(params.get('page')) || 1);
  const query = useQuery({
    queryKey: ['developer-agents', status ?? 'all', page],
    queryFn: () =>
      api.call('developerAgents', { ...(status ? { status } : {}), page, pageSize: PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
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
  if (query.isPending) body = <Spinner className="w-full py-16" label={t`正在加载插件`} />;
  else if (query.isError)
    body = <ErrorState message={t`插件列表加载失败`} onRetry={() => void query.refetch()} />;
  else if (query.data.items.length === 0)
    body = (
      <div className="flex flex-col items-center gap-3 px-4 py-16 text-center">
        <PackageOpen aria-hidden="true" className="text-muted-foreground size-10" />
        <p className="text-foreground font-medium">
          {status ? t`没有这个状态的插件` : t`还没有插件`}
        </p>
        <p className="text-muted-foreground max-w-md text-sm">
          {certified
            ? t`创建插件并提交审核，审核通过后会在插件市场上架。`
            : t`认证开发者才能创建插件；团队成员可以管理所有者授权给你的插件。`}
        </p>
        {certified ? (
          create
        ) : (
          <Button asChild variant="outline">
            <Link href="/developer">
              <Users aria-hidden="true" />
              {t`申请开发者认证`}
            </Link>
          </Button>
        )}
      </div>
    );
  else
    body = (
      <>
        <ul className="divide-border divide-y">
          {query.data.items.map((agent) => (
            <AgentItem key={agent.id} agent={agent} />
          ))}
        </ul>
        <Pagination
          className="border-border border-t py-3"
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
        className="mb-4"
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
function GuardedEditor({ agentId, onDone }: { agentId: string; onDone: () => void }) {
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
      <AgentEditor key={agentId} agentId={agentId} onDone={onDone} />
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
        />
      ) : (
        <AgentList />
      )}
    </PageContainer>
  );
}
