import { useLingui } from '@lingui/react/macro';
import { CircleCheck, CircleDashed } from 'lucide-react';
import { cn } from '../lib/cn.ts';

export interface ReviewPointItem {
  id: string;
  /** the field's label in the reader's language */
  fieldLabel: string;
  action: string;
  addressed: boolean;
  /** what the resubmission did to the field, for the reviewer */
  note?: string | undefined;
  /** the note is a warning: e.g. marked fixed but the field did not change */
  warn?: boolean | undefined;
  /** an image field's new image, shown as a thumbnail after the note (never its path) */
  image?: string | undefined;
}

/**
 * The points a rejection asks to fix, each tied to a field. Read-only, it shows which ones a
 * resubmission addressed; with `onToggle`, the submitter ticks the ones they fixed.
 */
export function ReviewPoints({
  points,
  title,
  selected,
  onToggle,
  level = 3,
  className,
}: {
  points: ReviewPointItem[];
  title: string;
  /** the ids ticked as fixed, when the list is a checklist */
  selected?: string[];
  onToggle?: (id: string, addressed: boolean) => void;
  /** the heading's level, to fit the page's outline */
  level?: 2 | 3;
  className?: string;
}) {
  const { t } = useLingui();
  if (points.length === 0) return null;
  const checklist = onToggle !== undefined;
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section
      data-slot="review-points"
      aria-label={title}
      className={cn('lu:border-danger/30 lu:bg-danger/5 lu:rounded-lg lu:border lu:p-4', className)}
    >
      <Heading className="lu:text-foreground lu:mb-2 lu:text-sm lu:font-semibold">{title}</Heading>
      <ol className="lu:space-y-2">
        {points.map((point, index) => {
          const done = checklist ? (selected ?? []).includes(point.id) : point.addressed;
          const text = (
            <>
              <span className="lu:text-muted-foreground lu:tabular-nums">{index + 1}.</span>
              <span className="lu:min-w-0 lu:flex-1">
                <span className="lu:text-foreground lu:font-medium">{point.fieldLabel}</span>
                <span className="lu:text-muted-foreground"> · </span>
                <span className="lu:text-foreground">{point.action}</span>
              </span>
            </>
          );
          return (
            <li key={point.id} className="lu:text-sm">
              {checklist ? (
                <label className="lu:flex lu:cursor-pointer lu:items-start lu:gap-2">
                  <input
                    type="checkbox"
                    className="lu:accent-primary lu:mt-0.5 lu:size-4 lu:shrink-0"
                    checked={done}
                    onChange={(event) => onToggle(point.id, event.target.checked)}
                  />
                  {text}
                  {/* the box says it to assistive technology; this says it to the eye */}
                  <span
                    aria-hidden="true"
                    className={cn(
                      'lu:shrink-0 lu:text-xs',
                      done ? 'lu:text-success-strong' : 'lu:text-muted-foreground',
                    )}
                  >
                    {done ? t`已修改` : t`未修改`}
                  </span>
                </label>
              ) : (
                <div className="lu:flex lu:flex-wrap lu:items-start lu:gap-x-2 lu:gap-y-0.5">
                  {text}
                  <span
                    className={cn(
                      'lu:inline-flex lu:shrink-0 lu:items-center lu:gap-1 lu:text-xs',
                      done ? 'lu:text-success-strong' : 'lu:text-muted-foreground',
                    )}
                  >
                    {done ? (
                      <CircleCheck aria-hidden="true" className="lu:size-3.5" />
                    ) : (
                      <CircleDashed aria-hidden="true" className="lu:size-3.5" />
                    )}
                    {done ? t`已修改` : t`未修改`}
                  </span>
                  {point.note ? (
                    <p
                      className={cn(
                        'lu:basis-full lu:pl-5 lu:text-xs',
                        point.warn ? 'lu:text-danger' : 'lu:text-muted-foreground',
                      )}
                    >
                      {point.note}
                    </p>
                  ) : null}
                  {point.image ? (
                    <img
                      src={point.image}
                      alt={t`${point.fieldLabel}的新图片`}
                      className="lu:border-border lu:ml-5 lu:h-12 lu:max-w-32 lu:rounded lu:border lu:object-cover"
                    />
                  ) : null}
                </div>
              )}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
