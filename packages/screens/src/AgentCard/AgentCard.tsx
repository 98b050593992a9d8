import type { AgentCard as AgentCardData } from '@legion/api';
import { cn, LazyImage, Link, numberFormat, Rating } from '@legion/ui';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { BadgeCheck, Users } from 'lucide-react';
import type { ComponentProps } from 'react';
import { AgentHealthNote } from './AgentHealthNote.tsx';
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
 * rating, subscribers, how long ago it was updated, and whether it answers slowly or not at all.
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
        'lu:group lu:border-border lu:bg-surface lu:relative lu:flex lu:h-full lu:flex-col lu:gap-3 lu:rounded-xl lu:border lu:p-4 lu:shadow-sm lu:transition-shadow lu:hover:shadow-md',
        className,
      )}
      {...props}
    >
      <div className="lu:flex lu:items-start lu:gap-3">
        {/* the logo is part of the card: it loads with it, not when an observer later says so */}
        <LazyImage
          src={agent.logo}
          alt=""
          width={48}
          height={48}
          eager
          className="lu:shrink-0 lu:rounded-lg"
        />
        <div className="lu:min-w-0 lu:flex-1">
          <h2 className="lu:text-foreground lu:truncate lu:text-base lu:font-semibold">
            {/* the whole card is the link's target area */}
            <Link
              href={href}
              className="lu:group-focus-within:underline lu:after:absolute lu:after:inset-0 lu:after:rounded-xl lu:focus-visible:outline-none"
            >
              {name}
            </Link>
          </h2>
          <p className="lu:text-muted-foreground lu:truncate lu:text-xs">
            {agent.company} · {i18n._(categoryLabels[agent.category])}
          </p>
        </div>
        {agent.subscribed ? (
          <span className="lu:bg-success lu:text-success-foreground lu:inline-flex lu:shrink-0 lu:items-center lu:gap-1 lu:rounded-full lu:px-2 lu:py-0.5 lu:text-xs lu:font-medium">
            <BadgeCheck aria-hidden="true" className="lu:size-3.5" />
            {t`已订阅`}
          </span>
        ) : null}
      </div>
      <p className="lu:text-muted-foreground lu:line-clamp-2 lu:min-h-11 lu:text-sm">
        {description}
      </p>
      <AgentHealthNote health={agent.health} downSince={agent.downSince} now={now} />
      <div className="lu:mt-auto lu:flex lu:flex-wrap lu:items-center lu:justify-between lu:gap-2 lu:pt-1">
        <Rating value={agent.rating} count={agent.ratingCount} />
        <span className="lu:text-muted-foreground lu:inline-flex lu:items-center lu:gap-1 lu:text-xs">
          <Users aria-hidden="true" className="lu:size-3.5" />
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
