/**
 * Renders its children only once they come within 100 px (`threshold`) of the viewport, and
 * keeps them after: for heavy parts below the fold (a chart and its charting library, a form)
 * that a first load should not fetch or run. Until then it shows the placeholder, in a box of `minHeight`
 * so the page does not move when the content comes.
 */
import { type ReactNode, useRef } from 'react';
import { cn } from '../lib/cn.ts';
import { useNearViewport } from '../lib/useNearViewport.ts';

export interface WhenVisibleProps {
  children: ReactNode;
  /** shown until the box is near the viewport (on the server too) */
  placeholder?: ReactNode;
  /** how near the viewport, in px, the content starts to come (100 by default) */
  threshold?: number;
  /** the height kept for the content, in px */
  minHeight?: number;
  className?: string;
}

export function WhenVisible({
  children,
  placeholder = null,
  threshold,
  minHeight,
  className,
}: WhenVisibleProps) {
  const box = useRef<HTMLDivElement>(null);
  const near = useNearViewport(box, threshold === undefined ? {} : { threshold });
  return (
    <div
      ref={box}
      data-slot="when-visible"
      data-state={near ? 'visible' : 'waiting'}
      className={cn(className)}
      style={minHeight ? { minHeight } : undefined}
    >
      {near ? children : placeholder}
    </div>
  );
}
