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
      className={cn('border-danger/30 bg-danger/5 rounded-lg border p-4', className)}
    >
      <Heading className="text-foreground mb-2 text-sm font-semibold">{title}</Heading>
      <ol className="space-y-2">
        {points.map((point, index) => {
          const done = checklist ? (selected ?? []).includes(point.id) : point.addressed;
          const text = (
            <>
              <span className="text-muted-foreground tabular-nums">{index + 1}.</span>
              <span className="min-w-0 flex-1">
                <span className="text-foreground font-medium">{point.fieldLabel}</span>
                <span className="text-muted-foreground"> · </span>
                <span className="text-foreground">{point.action}</span>
              </span>
            </>
          );
          return (
            <li key={point.id} className="text-sm">
              {checklist ? (
                <label className="flex cursor-pointer items-start gap-2">
                  <input
                    type="checkbox"
                    className="accent-primary mt-0.5 size-4 shrink-0"
                    checked={done}
                    onChange={(event) => onToggle(point.id, event.target.checked)}
                  />
                  {text}
                  {/* the box says it to assistive technology; this says it to the eye */}
                  <span
                    aria-hidden="true"
                    className={cn(
                      'shrink-0 text-xs',
                      done ? 'text-success-strong' : 'text-muted-foreground',
                    )}
                  >
                    {done ? t`已修改` : t`未修改`}
                  </span>
                </label>
              ) : (
                <div className="flex flex-wrap items-start gap-x-2 gap-y-0.5">
                  {text}
                  <span
                    className={cn(
                      'inline-flex shrink-0 items-center gap-1 text-xs',
                      done ? 'text-success-strong' : 'text-muted-foreground',
                    )}
                  >
                    {done ? (
                      <CircleCheck aria-hidden="true" className="size-3.5" />
                    ) : (
                      <CircleDashed aria-hidden="true" className="size-3.5" />
                    )}
                    {done ? t`已修改` : t`未修改`}
                  </span>
                  {point.note ? (
                    <p
                      className={cn(
                        'basis-full pl-5 text-xs',
                        point.warn ? 'text-danger' : 'text-muted-foreground',
                      )}
                    >
                      {point.note}
                    </p>
                  ) : null}
                  {point.image ? (
                    <img
                      src={point.image}
                      alt={t`${point.fieldLabel}的新图片`}
                      className="border-border ml-5 h-12 max-w-32 rounded border object-cover"
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
