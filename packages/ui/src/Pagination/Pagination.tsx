import { useLingui } from '@lingui/react/macro';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '../Button/Button.tsx';
import { cn } from '../lib/cn.ts';
import { pageWindow } from './page-window.ts';

export function Pagination({
  page,
  pageSize,
  total,
  onPageChange,
  className,
}: {
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
  className?: string;
}) {
  const { t } = useLingui();
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  if (pageCount <= 1) return null;
  return (
    <nav
      aria-label={t`分页`}
      className={cn('lu:flex lu:items-center lu:justify-center lu:gap-1', className)}
    >
      <Button
        variant="ghost"
        size="sm"
        disabled={page <= 1}
        onClick={() => onPageChange(page - 1)}
        aria-label={t`上一页`}
      >
        <ChevronLeft aria-hidden="true" />
      </Button>
      {pageWindow(page, pageCount).map((n, index, all) =>
        n === null ? (
          <span
            key={`gap-before-${all[index + 1]}`}
            aria-hidden="true"
            className="lu:text-muted-foreground lu:px-1"
          >
            …
          </span>
        ) : (
          <Button
            key={n}
            variant={n === page ? 'primary' : 'ghost'}
            size="sm"
            aria-current={n === page ? 'page' : undefined}
            aria-label={t`第 ${n} 页`}
            onClick={() => onPageChange(n)}
            className="lu:min-w-8 lu:tabular-nums"
          >
            {n}
          </Button>
        ),
      )}
      <Button
        variant="ghost"
        size="sm"
        disabled={page >= pageCount}
        onClick={() => onPageChange(page + 1)}
        aria-label={t`下一页`}
      >
        <ChevronRight aria-hidden="true" />
      </Button>
    </nav>
  );
}
