import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../lib/cn.ts';

export type CellTextProps = Omit<ComponentProps<'div'>, 'title'> & {
  /** the main line: a name, a title */
  title: ReactNode;
  /** the muted line under it: a company, a phone number, a version */
  detail?: ReactNode;
  /** a 36 px thumbnail before the text (a logo); decorative, the title names the row */
  image?: string;
  /** `medium` for the row's name, `normal` for a secondary column */
  weight?: 'medium' | 'normal';
};

/** A table cell's text: a main line and a muted detail line, with an optional thumbnail. */
export function CellText({
  title,
  detail,
  image,
  weight = 'medium',
  className,
  ...props
}: CellTextProps) {
  const text = (
    <>
      <p className={cn('lu:text-foreground', weight === 'medium' && 'lu:font-medium')}>{title}</p>
      {detail ? <p className="lu:text-muted-foreground lu:text-xs">{detail}</p> : null}
    </>
  );
  if (!image)
    return (
      <div data-slot="cell-text" className={className} {...props}>
        {text}
      </div>
    );
  return (
    <div
      data-slot="cell-text"
      className={cn('lu:flex lu:items-center lu:gap-3', className)}
      {...props}
    >
      <img src={image} alt="" className="lu:size-9 lu:shrink-0 lu:rounded-lg lu:object-cover" />
      <div className="lu:min-w-0">{text}</div>
    </div>
  );
}
