import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../lib/cn.ts';

export type StatusPageProps = Omit<ComponentProps<'section'>, 'title'> & {
  /** a large code or word above the title, e.g. "404" */
  code?: ReactNode;
  title: ReactNode;
  description?: ReactNode;
  /** buttons or links that take the person somewhere useful */
  actions?: ReactNode;
  /** a decorative icon (give it aria-hidden); it is drawn at 40 px */
  icon?: ReactNode;
  /** `page` fills most of the screen; `section` is the message inside a part of a page */
  size?: 'page' | 'section';
};

/** A whole-page message: not found, not built yet, an error, an empty area. */
export function StatusPage({
  code,
  title,
  description,
  actions,
  icon,
  size = 'page',
  className,
  ...props
}: StatusPageProps) {
  return (
    <section
      data-slot="status-page"
      className={cn(
        'lu:mx-auto lu:flex lu:max-w-prose lu:flex-col lu:items-center lu:justify-center lu:gap-4 lu:px-6 lu:text-center',
        size === 'page' ? 'lu:min-h-[60vh] lu:py-16' : 'lu:py-12',
        className,
      )}
      {...props}
    >
      {icon ? <div className="lu:text-muted-foreground lu:[&_svg]:size-10">{icon}</div> : null}
      {code ? (
        <p className="lu:text-primary lu:text-5xl lu:font-semibold lu:tracking-tight lu:tabular-nums">
          {code}
        </p>
      ) : null}
      <h1 className="lu:text-foreground lu:text-2xl lu:font-semibold">{title}</h1>
      {description ? <p className="lu:text-muted-foreground lu:text-base">{description}</p> : null}
      {actions ? (
        <div className="lu:mt-2 lu:flex lu:flex-wrap lu:items-center lu:justify-center lu:gap-3">
          {actions}
        </div>
      ) : null}
    </section>
  );
}
