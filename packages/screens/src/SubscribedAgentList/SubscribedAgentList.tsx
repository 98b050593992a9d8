import { Button, ConfirmDialog, cn, Link } from '@legion/ui';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { MessageSquare } from 'lucide-react';
import { useState } from 'react';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/** an agent the person subscribes to, as their own list shows it */
export interface SubscribedAgentItem {
  id: string;
  /** the name in the reader's language */
  name: string;
  /** the description in the reader's language */
  description: string;
  logo: string;
  /** when they last chatted with it (ISO 8601); null before their first message */
  lastUsedAt: string | null;
  /** where they chat with it */
  chatHref: string;
  /** its page on the market */
  detailHref: string;
}

export interface SubscribedAgentListProps {
  agents: SubscribedAgentItem[];
  /** the time "used 3 hours ago" counts from (now by default; stories fix it) */
  now?: number | undefined;
  /** ends the subscription, once the person has confirmed it */
  onUnsubscribe: (agent: SubscribedAgentItem) => void;
  /** the agent whose subscription is being ended: its button waits */
  pendingId?: string | null | undefined;
  /** the level of each agent's name: one below the heading the list sits under (3 by default) */
  headingLevel?: 2 | 3 | 4;
  className?: string | undefined;
}

/** "3 小时前用过": how long ago the person last chatted, in minutes, hours, days or months */
function useLastUsedLabel() {
  const { t } = useLingui();
  return (lastUsedAt: string | null, now: number) => {
    if (lastUsedAt === null) return t`还没有对话过`;
    const elapsed = Math.max(0, now - Date.parse(lastUsedAt));
    if (elapsed < HOUR_MS) return t`刚刚用过`;
    if (elapsed < DAY_MS) {
      const hours = Math.floor(elapsed / HOUR_MS);
      return t`${plural(hours, { other: '# 小时前用过' })}`;
    }
    const days = Math.floor(elapsed / DAY_MS);
    if (days === 1) return t`昨天用过`;
    if (days < 30) return t`${plural(days, { other: '# 天前用过' })}`;
    const months = Math.floor(days / 30);
    return t`${plural(months, { other: '# 个月前用过' })}`;
  };
}

/**
 * The agents a person subscribes to: each with when they last used it, a way to chat and a way
 * to unsubscribe, which asks first. Put it in a `Card` with `padding="none"`.
 */
export function SubscribedAgentList({
  agents,
  now = Date.now(),
  onUnsubscribe,
  pendingId = null,
  headingLevel = 3,
  className,
}: SubscribedAgentListProps) {
  const Heading = `h${headingLevel}` as const;
  const { t } = useLingui();
  const lastUsed = useLastUsedLabel();
  const [leaving, setLeaving] = useState<SubscribedAgentItem | null>(null);
  // the button's name starts with what it shows, then says which agent
  const chatLabel = (agent: SubscribedAgentItem) =>
    agent.lastUsedAt === null ? t`开始对话` : t`继续对话`;
  return (
    <>
      <ul className={cn('lu:divide-border lu:divide-y', className)}>
        {agents.map((agent) => (
          <li
            key={agent.id}
            className="lu:flex lu:flex-col lu:gap-3 lu:p-4 lu:sm:flex-row lu:sm:items-center"
          >
            <div className="lu:flex lu:min-w-0 lu:flex-1 lu:items-start lu:gap-3">
              <img
                src={agent.logo}
                alt=""
                width={40}
                height={40}
                className="lu:size-10 lu:shrink-0 lu:rounded-lg lu:object-cover"
              />
              <div className="lu:min-w-0 lu:flex-1 lu:space-y-0.5">
                <Heading className="lu:truncate lu:font-medium">
                  <Link href={agent.detailHref} className="lu:text-foreground lu:hover:underline">
                    {agent.name}
                  </Link>
                </Heading>
                <p className="lu:text-muted-foreground lu:line-clamp-1 lu:text-sm">
                  {agent.description}
                </p>
                <p className="lu:text-muted-foreground lu:text-xs">
                  {lastUsed(agent.lastUsedAt, now)}
                </p>
              </div>
            </div>
            <div className="lu:flex lu:shrink-0 lu:gap-2 lu:sm:justify-end">
              <Button
                variant="ghost"
                size="sm"
                disabled={pendingId === agent.id}
                aria-label={t`取消订阅 ${agent.name}`}
                onClick={() => setLeaving(agent)}
              >
                {t`取消订阅`}
              </Button>
              <Button asChild size="sm">
                <Link href={agent.chatHref} aria-label={`${chatLabel(agent)} ${agent.name}`}>
                  <MessageSquare aria-hidden="true" />
                  {chatLabel(agent)}
                </Link>
              </Button>
            </div>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={leaving !== null}
        onOpenChange={(open) => {
          if (!open) setLeaving(null);
        }}
        title={t`取消订阅 ${leaving?.name ?? ''}？`}
        description={t`取消后就不能再与它对话，之后可以随时重新订阅。`}
        confirmLabel={t`取消订阅`}
        cancelLabel={t`保留订阅`}
        onConfirm={() => {
          if (leaving) onUnsubscribe(leaving);
          setLeaving(null);
        }}
      />
    </>
  );
}
