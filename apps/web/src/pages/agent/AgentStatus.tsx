/** What the agent page shows instead of the chat: no such agent, a failed load, sign in, subscribe. */
import type { AgentDetail } from '@legion/api';
import { Button, Link, StatusPage } from '@legion/ui';
import { useLingui } from '@lingui/react/macro';
import { LockKeyhole, MessageSquareLock, PackageX, RefreshCw } from 'lucide-react';
import { useEffect } from 'react';
import { useOpenLogin } from '../../auth/useAuthActions.ts';
import { useSubscribeAgent } from '../../features/agent/queries.ts';
import { useAgentName } from '../../hooks/agent-name.ts';

export const detailHref = (agent: AgentDetail) =>
  `/plugins/statistics/${encodeURIComponent(agent.id)}`;

export function AgentNotFound() {
  const { t } = useLingui();
  return (
    <StatusPage
      icon={<PackageX aria-hidden="true" />}
      title={t`智能体不存在`}
      description={t`它可能已经下架，或者地址有误。`}
      actions={
        <Button asChild variant="outline">
          <Link href="/plugins/market">{t`去插件市场看看`}</Link>
        </Button>
      }
    />
  );
}

export function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useLingui();
  return (
    <StatusPage
      icon={<RefreshCw aria-hidden="true" />}
      title={t`对话加载失败`}
      description={t`请检查网络连接后重试。`}
      actions={<Button onClick={onRetry}>{t`重试`}</Button>}
    />
  );
}

export function SignInFirst({ agent }: { agent: AgentDetail }) {
  const { t } = useLingui();
  const openLogin = useOpenLogin();
  const name = useAgentName()(agent);
  useEffect(() => {
    openLogin();
  }, [openLogin]);
  return (
    <StatusPage
      className="lu:min-h-0 lu:flex-1"
      icon={<LockKeyhole aria-hidden="true" />}
      title={t`登录后开始对话`}
      description={t`登录后就能和「${name}」对话，对话记录会保存在你的账号里。`}
      actions={<Button onClick={openLogin}>{t`登录`}</Button>}
    />
  );
}

export function SubscribeFirst({ agent, userId }: { agent: AgentDetail; userId: string | null }) {
  const { t } = useLingui();
  const name = useAgentName()(agent);
  const subscribe = useSubscribeAgent(agent.id, userId);
  return (
    <StatusPage
      className="lu:min-h-0 lu:flex-1"
      icon={<MessageSquareLock aria-hidden="true" />}
      title={t`订阅后才能对话`}
      description={t`「${name}」只和订阅了它的用户对话。订阅后就可以开始提问。`}
      actions={
        <>
          <Button
            aria-disabled={subscribe.isPending || undefined}
            onClick={() => !subscribe.isPending && subscribe.mutate()}
          >
            {t`订阅`}
          </Button>
          <Button asChild variant="outline">
            <Link href={detailHref(agent)}>{t`查看详情`}</Link>
          </Button>
        </>
      }
    />
  );
}
