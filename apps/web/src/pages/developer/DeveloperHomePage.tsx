/**
 * Developer home (SPEC §2 /developer): my agents with their states, the latest review
 * comments and headline figures. A user who is not certified applies here instead.
 */
import type { DeveloperAgent } from '@legion/api';
import { Button, Link, Spinner, StatCard, StatusBadge } from '@legion/ui';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Activity, PackagePlus, Receipt, UserPlus, Users } from 'lucide-react';
import { api } from '../../api.ts';
import { useAgentName } from '../../hooks/agent-name.ts';
import { consolePage, LoadError, PageHeader, useFormatDate, useIsCertified } from '../console.tsx';
import CertificationPage from './CertificationPage.tsx';

function AgentRow({ agent }: { agent: DeveloperAgent }) {
  const { t } = useLingui();
  const name = useAgentName();
  const updating = agent.live && agent.latest.id !== agent.live.id;
  return (
    <li className="flex items-center gap-3 px-4 py-3">
      <img src={agent.latest.logo} alt="" className="size-10 shrink-0 rounded-lg object-cover" />
      <div className="min-w-0 flex-1">
        <Link
          href={`/developer/plugins?edit=${agent.id}`}
          className="text-foreground block truncate font-medium hover:underline"
        >
          {name(agent.latest)}
        </Link>
        <p className="text-muted-foreground text-xs">
          v{agent.latest.version}
          {updating ? ` · ${t`新版本审核中`}` : ''}
        </p>
      </div>
      <StatusBadge status={agent.latest.status} />
    </li>
  );
}

function Home() {
  const { t } = useLingui();
  const formatDate = useFormatDate();
  const name = useAgentName();
  const home = useQuery({ queryKey: ['developer-home'], queryFn: () => api.call('developerHome') });
  const agents = useQuery({
    queryKey: ['developer-agents', 'home'],
    queryFn: () => api.call('developerAgents', { pageSize: 5 }),
  });
  const create = (
    <Button asChild>
      <Link href="/developer/plugins?edit=new">
        <PackagePlus aria-hidden="true" />
        {t`创建插件`}
      </Link>
    </Button>
  );
  if (home.isPending) return <Spinner className="w-full py-16" label={t`正在加载开发者中心`} />;
  if (home.isError)
    return <LoadError message={t`开发者中心加载失败`} onRetry={() => void home.refetch()} />;
  const { counts } = home.data;
  const total = counts.pending + counts.rejected + counts.approved;
  return (
    <div className="space-y-6">
      <PageHeader
        title={t`开发者中心`}
        description={t`插件的审核状态、最新审核意见和近 30 天的运营数据。`}
        actions={create}
      />
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <StatCard
          label={t`总订阅用户`}
          value={home.data.subscribers}
          icon={<Users aria-hidden="true" />}
        />
        <StatCard
          label={t`近 30 天新增用户`}
          value={home.data.newUsers30d}
          icon={<UserPlus aria-hidden="true" />}
        />
        <StatCard
          label={t`近 30 天活跃用户`}
          value={home.data.activeUsers30d}
          icon={<Activity aria-hidden="true" />}
        />
        <StatCard
          label={t`近 30 天订单`}
          value={home.data.orders30d}
          icon={<Receipt aria-hidden="true" />}
        />
      </div>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <section
          className="border-border bg-surface rounded-lg border"
          aria-labelledby="home-agents"
        >
          <header className="border-border flex flex-wrap items-center justify-between gap-x-3 gap-y-1 border-b px-4 py-3">
            <h2 id="home-agents" className="text-foreground font-medium whitespace-nowrap">
              {t`我的插件`}
            </h2>
            <p className="text-muted-foreground text-xs">
              {t`已通过 ${counts.approved} · 审核中 ${counts.pending} · 未通过 ${counts.rejected}`}
            </p>
          </header>
          {total === 0 ? (
            <div className="flex flex-col items-center gap-3 px-4 py-10 text-center">
              <p className="text-muted-foreground text-sm">{t`还没有插件，创建第一个插件提交审核吧。`}</p>
              {create}
            </div>
          ) : agents.isPending ? (
            <Spinner className="w-full py-8" />
          ) : agents.isError ? (
            <LoadError message={t`插件列表加载失败`} onRetry={() => void agents.refetch()} />
          ) : (
            <>
              <ul className="divide-border divide-y">
                {agents.data.items.map((agent) => (
                  <AgentRow key={agent.id} agent={agent} />
                ))}
              </ul>
              <div className="border-border border-t px-4 py-2 text-right">
                <Link href="/developer/plugins" className="text-primary text-sm hover:underline">
                  {t`查看全部插件`}
                </Link>
              </div>
            </>
          )}
        </section>
        <section
          className="border-border bg-surface rounded-lg border"
          aria-labelledby="home-reviews"
        >
          <header className="border-border border-b px-4 py-3">
            <h2 id="home-reviews" className="text-foreground font-medium">
              {t`最新审核意见`}
            </h2>
          </header>
          {home.data.recentReviews.length === 0 ? (
            <p className="text-muted-foreground px-4 py-10 text-center text-sm">
              {t`还没有审核结果。提交的插件审核后，意见会显示在这里。`}
            </p>
          ) : (
            <ul className="divide-border divide-y">
              {home.data.recentReviews.map((review) => (
                <li key={`${review.agentId}-${review.version}`} className="space-y-1 px-4 py-3">
                  <div className="flex flex-wrap items-center gap-2">
                    <Link
                      href={`/developer/plugins?edit=${review.agentId}`}
                      className="text-foreground font-medium hover:underline"
                    >
                      {name(review)}
                    </Link>
                    <span className="text-muted-foreground text-xs">v{review.version}</span>
                    <StatusBadge status={review.status} />
                    <time
                      dateTime={review.reviewedAt}
                      className="text-muted-foreground ml-auto text-xs"
                    >
                      {formatDate(review.reviewedAt)}
                    </time>
                  </div>
                  <p className="text-muted-foreground text-sm">
                    {review.comment || t`（无审核意见）`}
                  </p>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </div>
  );
}

export default function DeveloperHomePage() {
  const certified = useIsCertified();
  if (!certified) return <CertificationPage />;
  return (
    <div className={consolePage}>
      <Home />
    </div>
  );
}
