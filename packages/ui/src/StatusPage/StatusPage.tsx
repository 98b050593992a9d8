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
        'mx-auto flex max-w-prose flex-col items-center justify-center gap-4 px-6 text-center',
        size === 'page' ? 'min-h-[60vh] py-16' : 'py-12',
        className,
      )}
      {...props}
    >
      {icon ? <div className="text-muted-foreground [&_svg]:size-10">{icon}</div> : null}
      {code ? (
        <p className="text-primary text-5xl font-semibold tracking-tight tabular-nums">{code}</p>
      ) : null}
      <h1 className="text-foreground text-2xl font-semibold">{title}</h1>
      {description ? <p className="text-muted-foreground text-base">{description}</p> : null}
      {actions ? (
        <div className="mt-2 flex flex-wrap items-center justify-center gap-3">{actions}</div>
      ) : null}
    </section>
  );
}
