/**
 * One review of an agent as everyone reads it: author, whether they subscribe, date (and that it
 * was edited), stars, the version it was written against, the text, and the developer's public
 * reply. The market, the developer console and the admins' moderation queue all show it so.
 */
import type { AgentReview } from '@legion/api';
import { Badge, cn, Rating } from '@legion/ui';
import { useLingui } from '@lingui/react/macro';
import { BadgeCheck, CornerDownRight } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';

export type ReviewCardProps = Omit<ComponentProps<'article'>, 'children'> & {
  review: AgentReview;
  /** what the reader may do with it (report, reply …), at its foot */
  actions?: ReactNode;
  /** shown between the text and the reply (a moderation note, the reports) */
  children?: ReactNode;
};

export function ReviewCard({ review, actions, children, className, ...props }: ReviewCardProps) {
  const { t, i18n } = useLingui();
  const date = (iso: string) => i18n.date(iso, { dateStyle: 'medium' });
  return (
    <article
      data-slot="review-card"
      aria-label={t`${review.author} 的评价`}
      className={cn('lu:space-y-2', className)}
      {...props}
    >
      <header className="lu:flex lu:flex-wrap lu:items-center lu:gap-x-2 lu:gap-y-1">
        <span className="lu:text-foreground lu:text-sm lu:font-medium lu:break-all">
          {review.author}
        </span>
        {review.verifiedSubscriber ? (
          <Badge tone="success">
            <BadgeCheck aria-hidden="true" />
            {t`已验证订阅者`}
          </Badge>
        ) : null}
        <span className="lu:text-muted-foreground lu:ml-auto lu:text-xs">
          <time dateTime={review.createdAt}>{date(review.createdAt)}</time>
          {review.updatedAt ? <span title={date(review.updatedAt)}>{t` · 已编辑`}</span> : null}
        </span>
      </header>
      <div className="lu:flex lu:flex-wrap lu:items-center lu:gap-x-3 lu:gap-y-1">
        <Rating value={review.rating} />
        {review.version ? (
          <span className="lu:text-muted-foreground lu:text-xs">{t`评价于 v${review.version}`}</span>
        ) : null}
      </div>
      {review.content ? (
        <p className="lu:text-foreground lu:text-sm lu:leading-relaxed lu:break-words lu:whitespace-pre-wrap">
          {review.content}
        </p>
      ) : (
        <p className="lu:text-muted-foreground lu:text-sm">{t`只打了分，没有写文字。`}</p>
      )}
      {children}
      {review.reply ? (
        <figure
          aria-label={t`开发者回复`}
          className="lu:bg-muted lu:m-0 lu:space-y-1 lu:rounded-md lu:px-3 lu:py-2"
        >
          <figcaption className="lu:text-muted-foreground lu:flex lu:flex-wrap lu:items-center lu:gap-x-2 lu:text-xs">
            <CornerDownRight aria-hidden="true" className="lu:size-3.5 lu:shrink-0" />
            <span className="lu:text-foreground lu:font-medium">
              {t`开发者回复 · ${review.reply.author}`}
            </span>
            <time dateTime={review.reply.createdAt}>{date(review.reply.createdAt)}</time>
            {review.reply.updatedAt ? <span>{t`已编辑`}</span> : null}
          </figcaption>
          <p className="lu:text-foreground lu:text-sm lu:leading-relaxed lu:break-words lu:whitespace-pre-wrap">
            {review.reply.content}
          </p>
        </figure>
      ) : null}
      {actions ? (
        <div className="lu:flex lu:flex-wrap lu:justify-end lu:gap-2">{actions}</div>
      ) : null}
    </article>
  );
}
