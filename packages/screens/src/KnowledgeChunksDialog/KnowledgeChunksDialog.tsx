import type { KnowledgeChunkPage } from '@legion/api';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
  EmptyState,
  ErrorState,
  numberFormat,
  Pagination,
  Spinner,
} from '@legion/ui';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';

export type KnowledgeChunksDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** the document's name, the dialog's title */
  title: string;
  /** one page of the document's chunks; undefined while it loads */
  chunks?: KnowledgeChunkPage;
  /** the chunks failed to load: the message and a retry */
  error?: boolean;
  onReload?: () => void;
  onPageChange: (page: number) => void;
};

/** The text chunks a knowledge document was cut into, a page at a time, in a dialog. */
export function KnowledgeChunksDialog({
  open,
  onOpenChange,
  title,
  chunks,
  error = false,
  onReload,
  onPageChange,
}: KnowledgeChunksDialogProps) {
  const { t, i18n } = useLingui();
  const count = (value: number) => numberFormat(i18n.locale).format(value);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        closeLabel={t`关闭`}
        className="lu:flex lu:max-h-[85dvh] lu:max-w-2xl lu:flex-col"
      >
        <DialogTitle className="lu:pr-8">{title}</DialogTitle>
        <DialogDescription>
          {chunks
            ? t`共 ${plural(chunks.total, { other: '# 个文本段' })}，检索时按段返回。`
            : t`文档解析后切分成的文本段。`}
        </DialogDescription>
        <div className="lu:mt-4 lu:min-h-0 lu:flex-1 lu:overflow-y-auto">
          {error ? (
            <ErrorState message={t`文本段加载失败`} onRetry={onReload} />
          ) : !chunks ? (
            <Spinner className="lu:w-full lu:py-12" label={t`正在加载文本段`} />
          ) : chunks.items.length === 0 ? (
            <EmptyState variant="plain" description={t`这个文档还没有文本段。`} />
          ) : (
            <ol className="lu:space-y-3">
              {chunks.items.map((chunk) => (
                <li key={chunk.index} className="lu:border-border lu:rounded-md lu:border lu:p-3">
                  <p className="lu:text-muted-foreground lu:mb-1 lu:text-xs lu:tabular-nums">
                    {t`第 ${chunk.index + 1} 段 · ${count(chunk.text.length)} 字符`}
                  </p>
                  <p className="lu:text-foreground lu:text-sm lu:leading-relaxed lu:whitespace-pre-wrap">
                    {chunk.text}
                  </p>
                </li>
              ))}
            </ol>
          )}
        </div>
        {chunks && chunks.total > chunks.pageSize ? (
          <Pagination
            className="lu:border-border lu:border-t lu:py-3"
            page={chunks.page}
            pageSize={chunks.pageSize}
            total={chunks.total}
            onPageChange={onPageChange}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
