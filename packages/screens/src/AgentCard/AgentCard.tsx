import type { AgentCard as AgentCardData } from '@legion/api';
import { cn, LazyImage, Link, numberFormat, Rating } from '@legion/ui';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { BadgeCheck, Users } from 'lucide-react';
import type { ComponentProps } from 'react';
import { categoryLabels } from './category.ts';

export type AgentCardProps = ComponentProps<'article'> & {
  agent: AgentCardData;
  /** where the card leads: the agent's page */
  href: string;
  /** the time "updated N days ago" counts from (now by default; stories fix it) */
  now?: number;
};

const DAY_MS = 86_400_000;

/**
 * "3 天前更新": how long ago the live version went out, in days, then months, then years;
 * written with plurals, not Intl.RelativeTimeFormat, whose data costs a page's hydration time
 * (decision 0088).
 */
function useUpdatedLabel() {
  const { t } = useLingui();
  return (updatedAt: string, now: number) => {
    const days = Math.max(0, Math.floor((now - Date.parse(updatedAt)) / DAY_MS));
    if (days === 0) return t`今天更新`;
    if (days === 1) return t`昨天更新`;
    if (days < 30) return t`${plural(days, { other: '# 天前更新' })}`;
    if (days < 365) {
      const months = Math.floor(days / 30);
      return t`${plural(months, { other: '# 个月前更新' })}`;
    }
    const years = Math.floor(days / 365);
    return t`${plural(years, { other: '# 年前更新' })}`;
  };
}

/**
 * One agent in the market: logo, name and description in the interface language, company,
 * rating, subscribers and how long ago it was updated.
 */
export function AgentCard({ agent, href, now, className, ...props }: AgentCardProps) {
  const { t, i18n } = useLingui();
  const updated = useUpdatedLabel();
  const english = i18n.locale === 'en';
  const name = english ? agent.nameEn : agent.nameZh;
  const description = english ? agent.descriptionEn : agent.descriptionZh;
  const subscribers = numberFormat(i18n.locale, { notation: 'compact' }).format(
    agent.subscriberCount,
  );
  return (
    <article
      data-slot="agent-card"
      className={cn(
        'group border-border bg-surface relative flex h-full flex-col gap-3 rounded-xl border p-4 shadow-sm transition-shadow hover:shadow-md',
        className,
      )}
      {...props}
    >
      <div className="flex items-start gap-3">
        {/* the logo is part of the card: it loads with it, not when an observer later says so */}
        <LazyImage
          src={agent.logo}
          alt=""
          width={48}
          height={48}
          eager
          className="shrink-0 rounded-lg"
        />
        <div className="min-w-0 flex-1">
          <h2 className="text-foreground truncate text-base font-semibold">
            {/* the whole card is the link's target area */}
            <Link
              href={href}
              className="group-focus-within:underline after:absolute after:inset-0 after:rounded-xl focus-visible:outline-none"
            >
              {name}
            </Link>
          </h2>
          <p className="text-muted-foreground truncate text-xs">
            {agent.company} · {i18n._(categoryLabels[agent.category])}
          </p>
        </div>
        {agent.subscribed ? (
          <span className="bg-success text-success-foreground inline-flex shrink-0 items-center gap-1 rounded-full px-2 py-0.5 text-xs font-medium">
            <BadgeCheck aria-hidden="true" className="size-3.5" />
            {t`已订阅`}
          </span>
        ) : null}
      </div>
      <p className="text-muted-foreground line-clamp-2 min-h-11 text-sm">{description}</p>
      <div className="mt-auto flex flex-wrap items-center justify-between gap-2 pt-1">
        <Rating value={agent.rating} count={agent.ratingCount} />
        <span className="text-muted-foreground inline-flex items-center gap-1 text-xs">
          <Users aria-hidden="true" className="size-3.5" />
          <span>{t`${plural(agent.subscriberCount, { other: `${subscribers} 人订阅` })}`}</span>
          <span aria-hidden="true">·</span>
          {/* the server's today and the reader's can differ around midnight */}
          <time dateTime={agent.updatedAt} suppressHydrationWarning>
            {updated(agent.updatedAt, now ?? Date.now())}
          </time>
        </span>
      </div>
    </article>
  );
}
