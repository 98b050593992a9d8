import { type ComponentProps, useLayoutEffect, useRef } from 'react';
import { cn } from '../lib/cn.ts';

/**
 * Copies each column header's text onto the cells below it (`data-label`), which the card
 * layout shows beside each value; again whenever rows or header texts change (a new page of
 * results, the language).
 */
function labelCells(frame: HTMLElement) {
  for (const table of frame.querySelectorAll('table')) {
    const headers = table.tHead?.rows[0]?.cells;
    if (!headers) continue;
    for (const body of table.tBodies) {
      for (const row of body.rows) {
        [...row.cells].forEach((cell, index) => {
          const label = headers[index]?.textContent?.trim() ?? '';
          if (cell.dataset.label !== label) cell.dataset.label = label;
        });
      }
    }
  }
}

export type ResponsiveTableProps = ComponentProps<'div'>;

/**
 * A data table that never makes the page scroll sideways: given the room (a container 48rem
 * wide or more) it is a table, scrolling within its frame when wider; in less room each row
 * becomes a card, its first cell the card's title, every other cell labelled by its column's
 * header, and a last cell of controls (the actions) across the bottom, so nothing is
 * off-screen on a phone. Header cells holding a control (a sort button) stay above the cards.
 *
 * Put an ordinary `<table>` with a `<thead>` inside; props (an `aria-label` with
 * `tabIndex={0}` for a region that may scroll) go to the frame, `className` to the outside.
 */
export function ResponsiveTable({ className, children, ...props }: ResponsiveTableProps) {
  const frame = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const element = frame.current;
    if (!element) return;
    labelCells(element);
    const observer = new MutationObserver(() => labelCells(element));
    observer.observe(element, { childList: true, subtree: true, characterData: true });
    return () => observer.disconnect();
  }, []);
  return (
    <div data-slot="responsive-table" className={cn('lu:@container lu:min-w-0', className)}>
      <div
        ref={frame}
        data-slot="responsive-table-frame"
        className="lu:border-border lu:bg-surface lu:relative lu:overflow-x-auto lu:rounded-lg lu:border"
        {...props}
      >
        {children}
      </div>
    </div>
  );
}
