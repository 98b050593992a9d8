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
      <DialogContent closeLabel={t`关闭`} className="flex max-h-[85dvh] max-w-2xl flex-col">
        <DialogTitle className="pr-8">{title}</DialogTitle>
        <DialogDescription>
          {chunks
            ? t`共 ${plural(chunks.total, { other: '# 个文本段' })}，检索时按段返回。`
            : t`文档解析后切分成的文本段。`}
        </DialogDescription>
        <div className="mt-4 min-h-0 flex-1 overflow-y-auto">
          {error ? (
            <ErrorState message={t`文本段加载失败`} onRetry={onReload} />
          ) : !chunks ? (
            <Spinner className="w-full py-12" label={t`正在加载文本段`} />
          ) : chunks.items.length === 0 ? (
            <EmptyState variant="plain" description={t`这个文档还没有文本段。`} />
          ) : (
            <ol className="space-y-3">
              {chunks.items.map((chunk) => (
                <li key={chunk.index} className="border-border rounded-md border p-3">
                  <p className="text-muted-foreground mb-1 text-xs tabular-nums">
                    {t`第 ${chunk.index + 1} 段 · ${count(chunk.text.length)} 字符`}
                  </p>
                  <p className="text-foreground text-sm leading-relaxed whitespace-pre-wrap">
                    {chunk.text}
                  </p>
                </li>
              ))}
            </ol>
          )}
        </div>
        {chunks && chunks.total > chunks.pageSize ? (
          <Pagination
            className="border-border border-t py-3"
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
