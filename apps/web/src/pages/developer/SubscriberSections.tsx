/**
 * What "My Plugins" shows every signed-in person: the agents they subscribe to, and for one who
 * is not a developer, a quiet way to become one that says where their application stands.
 */
import { SubscribedAgentList } from '@legion/screens';
import {
  Button,
  Card,
  CardHeader,
  CardTitle,
  EmptyState,
  ErrorState,
  Link,
  PageHeader,
  Spinner,
} from '@legion/ui';
import { useLingui } from '@lingui/react/macro';
import { BadgeCheck, Store } from 'lucide-react';
import { useMyApplication } from '../../features/developer/application.ts';
import { useLeaveAgent, useMyAgentItems, useMyAgents } from '../../features/market/mine.ts';

/** the agents the person subscribes to, with a way to chat and to leave each */
export function MyAgents({ headingLevel }: { headingLevel: 1 | 2 }) {
  const { t } = useLingui();
  const agents = useMyAgents();
  const items = useMyAgentItems();
  const leave = useLeaveAgent();
  const title = t`我订阅的智能体`;
  const market = (
    <Button asChild variant={headingLevel === 1 ? 'primary' : 'outline'} size="sm">
      <Link href="/plugins/market">
        <Store aria-hidden="true" />
        {t`去插件市场`}
      </Link>
    </Button>
  );
  let body: React.ReactNode;
  if (agents.isPending)
    body = <Spinner className="lu:w-full lu:py-8" label={t`正在加载订阅的智能体`} />;
  else if (agents.isError)
    body = <ErrorState message={t`订阅的智能体加载失败`} onRetry={() => void agents.refetch()} />;
  else if (agents.data.items.length === 0)
    body = (
      <EmptyState
        variant="plain"
        description={t`还没有订阅智能体。在插件市场找到合适的智能体，订阅后就能在这里开始对话。`}
        action={market}
      />
    );
  else
    body = (
      <SubscribedAgentList
        agents={items(agents.data.items)}
        onUnsubscribe={(agent) => leave.mutate(agent.id)}
        pendingId={leave.isPending ? leave.variables : null}
        headingLevel={(headingLevel + 1) as 2 | 3}
      />
    );
  if (headingLevel === 1)
    return (
      <>
        <PageHeader
          title={t`我的智能体`}
          description={t`你订阅的智能体：继续对话、查看详情或取消订阅。`}
          actions={market}
        />
        <Card asChild padding="none">
          <section aria-label={title}>{body}</section>
        </Card>
      </>
    );
  return (
    <Card asChild padding="none">
      <section aria-labelledby="home-subscriptions">
        <CardHeader className="lu:flex-row lu:items-center lu:justify-between lu:gap-3">
          <CardTitle id="home-subscriptions">{title}</CardTitle>
          {market}
        </CardHeader>
        {body}
      </section>
    </Card>
  );
}

/** a plain user's quiet way to become a developer, saying where their application stands */
export function BecomeDeveloper() {
  const { t } = useLingui();
  const { query } = useMyApplication();
  const status = query.data?.application?.status;
  const text =
    status === 'pending'
      ? t`你的开发者认证申请正在审核中。`
      : status === 'rejected'
        ? t`你的开发者认证申请未通过，修改后可以重新提交。`
        : t`认证为开发者后，可以把自己的智能体上架到插件市场，并管理团队和查看数据。`;
  const action =
    status === 'pending' ? t`查看申请` : status === 'rejected' ? t`查看原因` : t`申请开发者认证`;
  return (
    <Card asChild padding="md">
      <aside
        aria-labelledby="become-developer"
        className="lu:flex lu:flex-col lu:gap-3 lu:sm:flex-row lu:sm:items-center"
      >
        <BadgeCheck aria-hidden="true" className="lu:text-primary lu:size-5 lu:shrink-0" />
        <div className="lu:min-w-0 lu:flex-1">
          <h2 id="become-developer" className="lu:text-sm lu:font-medium">
            {t`成为开发者`}
          </h2>
          <p className="lu:text-muted-foreground lu:text-sm">{text}</p>
        </div>
        <Button asChild variant="outline" size="sm" className="lu:self-start lu:sm:self-center">
          <Link href="/developer/certification">{action}</Link>
        </Button>
      </aside>
    </Card>
  );
}
