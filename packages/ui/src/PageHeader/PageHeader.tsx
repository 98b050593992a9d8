import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../lib/cn.ts';

export type PageHeaderProps = Omit<ComponentProps<'header'>, 'title'> & {
  /** the page's one h1 */
  title: ReactNode;
  /** a line under the title: what the page is for, or which item it shows */
  description?: ReactNode;
  /** buttons or links for the whole page, at the end of the row (under the title on a phone) */
  actions?: ReactNode;
  /** a way back, above the title, e.g. a BackLink */
  back?: ReactNode;
};

/** The title row of a page, with its description, its actions and an optional way back. */
export function PageHeader({
  title,
  description,
  actions,
  back,
  className,
  ...props
}: PageHeaderProps) {
  return (
    <>
      {back}
      <header
        data-slot="page-header"
        className={cn(
          'mb-6 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between',
          className,
        )}
        {...props}
      >
        <div className="min-w-0 space-y-1">
          <h1 className="text-foreground text-2xl font-semibold break-words">{title}</h1>
          {description ? <p className="text-muted-foreground text-sm">{description}</p> : null}
        </div>
        {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
      </header>
    </>
  );
}
