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
          'lu:mb-6 lu:flex lu:flex-col lu:gap-3 lu:sm:flex-row lu:sm:items-end lu:sm:justify-between',
          className,
        )}
        {...props}
      >
        <div className="lu:min-w-0 lu:space-y-1">
          <h1 className="lu:text-foreground lu:text-2xl lu:font-semibold lu:break-words">
            {title}
          </h1>
          {description ? (
            <p className="lu:text-muted-foreground lu:text-sm">{description}</p>
          ) : null}
        </div>
        {actions ? <div className="lu:flex lu:flex-wrap lu:gap-2">{actions}</div> : null}
      </header>
    </>
  );
}
