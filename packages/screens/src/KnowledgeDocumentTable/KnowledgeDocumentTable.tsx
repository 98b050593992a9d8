/**
 * A knowledge base's documents as a table: name, type, size, characters, upload time, match
 * count and state, with a name search above and each row's switch and buttons at its end. The
 * server searches, sorts and pages, so all of it is controlled: the table says what was asked
 * for and shows what it is given.
 */
import type { KnowledgeDocument, KnowledgeDocumentPage } from '@legion/api';
import {
  Button,
  Callout,
  cn,
  DataTable,
  type DataTableSort,
  dateTimeFormat,
  EmptyState,
  ErrorState,
  formatBytes,
  Link,
  numberFormat,
  SearchField,
  Spinner,
  Switch,
} from '@legion/ui';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import {
  CircleAlert,
  FilePlus2,
  FileSearch,
  Pencil,
  RotateCcw,
  Trash2,
  TriangleAlert,
} from 'lucide-react';
import type { ReactNode } from 'react';
import {
  KnowledgeDocumentStatus,
  useFailureReasonText,
  useLowTextText,
  useQueueText,
} from './KnowledgeDocumentStatus.tsx';

/** parsed and indexed: its text can be shown, it can be switched on and off */
const isIngested = (document: KnowledgeDocument) =>
  document.status === 'available' || document.status === 'disabled';

export type KnowledgeDocumentTableProps = {
  /** one page of documents; undefined while the first page loads */
  documents?: KnowledgeDocumentPage;
  /** the first page failed to load: the message and a retry instead of the table */
  error?: boolean;
  onReload?: () => void;
  /** the name search, as typed and searched */
  query: string;
  onQueryChange: (query: string) => void;
  sort: DataTableSort;
  onSortChange: (sort: DataTableSort) => void;
  onPageChange: (page: number) => void;
  /** where the empty base's upload button goes */
  uploadHref: string;
  /** the ids of documents with a change on its way: their switch and retry wait */
  busyIds?: ReadonlyArray<string>;
  /** shows an ingested document's text chunks */
  onOpen: (document: KnowledgeDocument) => void;
  onEnabledChange: (document: KnowledgeDocument, enabled: boolean) => void;
  /** processes a failed document again */
  onRetry: (document: KnowledgeDocument) => void;
  onRename: (document: KnowledgeDocument) => void;
  onDelete: (document: KnowledgeDocument) => void;
  /**
   * the base's failed documents, on every page: from two on, a note above the table offers to
   * retry them together with `onRetryFailed`
   */
  failedCount?: number;
  onRetryFailed?: () => void;
  /** the retry of every failed document is on its way */
  retryingFailed?: boolean;
  className?: string;
};

function DocumentActions({
  document,
  busy,
  onOpen,
  onEnabledChange,
  onRetry,
  onRename,
  onDelete,
}: Pick<
  KnowledgeDocumentTableProps,
  'onOpen' | 'onEnabledChange' | 'onRetry' | 'onRename' | 'onDelete'
> & { document: KnowledgeDocument; busy: boolean }) {
  const { t } = useLingui();
  const ingested = isIngested(document);
  return (
    <div className="lu:flex lu:items-center lu:gap-1">
      {ingested ? (
        <Switch
          checked={document.status === 'available'}
          disabled={busy}
          onCheckedChange={(enabled) => onEnabledChange(document, enabled)}
          aria-label={t`启用“${document.name}”`}
          className="lu:mr-2"
        />
      ) : null}
      {document.status === 'failed' ? (
        <Button variant="ghost" size="sm" disabled={busy} onClick={() => onRetry(document)}>
          <RotateCcw aria-hidden="true" />
          {t`重试`}
        </Button>
      ) : null}
      {ingested ? (
        <Button
          variant="ghost"
          size="icon-sm"
          onClick={() => onOpen(document)}
          aria-label={t`查看“${document.name}”的文本段`}
          title={t`查看文本段`}
        >
          <FileSearch aria-hidden="true" />
        </Button>
      ) : null}
      <Button
        variant="ghost"
        size="icon-sm"
        onClick={() => onRename(document)}
        aria-label={t`重命名“${document.name}”`}
        title={t`重命名`}
      >
        <Pencil aria-hidden="true" />
      </Button>
      <Button
        variant="ghost"
        size="icon-sm"
        className="lu:text-danger lu:hover:text-danger"
        onClick={() => onDelete(document)}
        aria-label={t`删除“${document.name}”`}
        title={t`删除`}
      >
        <Trash2 aria-hidden="true" />
      </Button>
    </div>
  );
}

export function KnowledgeDocumentTable({
  documents,
  error = false,
  onReload,
  query,
  onQueryChange,
  sort,
  onSortChange,
  onPageChange,
  uploadHref,
  busyIds = [],
  onOpen,
  onEnabledChange,
  onRetry,
  onRename,
  onDelete,
  failedCount = 0,
  onRetryFailed,
  retryingFailed = false,
  className,
}: KnowledgeDocumentTableProps) {
  const { t, i18n } = useLingui();
  const failureText = useFailureReasonText();
  const queueText = useQueueText();
  const lowTextText = useLowTextText();
  const count = (value: number) => numberFormat(i18n.locale).format(value);
  const formatDate = (iso: string) =>
    dateTimeFormat(i18n.locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
  const actions = { onOpen, onEnabledChange, onRetry, onRename, onDelete };
  let body: ReactNode;
  if (error) body = <ErrorState message={t`文档列表加载失败`} onRetry={onReload} />;
  else if (!documents) body = <Spinner className="lu:w-full lu:py-12" label={t`正在加载文档`} />;
  else if (documents.total === 0)
    body = query ? (
      <EmptyState className="lu:py-16" description={t`没有名称包含“${query}”的文档。`} />
    ) : (
      <EmptyState
        className="lu:py-16"
        title={t`知识库里还没有文档`}
        description={t`上传文档后，系统会解析其中的文字并建立索引，之后就能检索。`}
        action={
          <Button asChild>
            <Link href={uploadHref}>
              <FilePlus2 aria-hidden="true" />
              {t`上传文档`}
            </Link>
          </Button>
        }
      />
    );
  else
    body = (
      <DataTable
        caption={t`文档列表`}
        aria-label={t`文档列表`}
        tabIndex={0}
        minWidth="60rem"
        sort={sort}
        onSortChange={onSortChange}
        columns={[
          {
            key: 'name',
            header: t`名称`,
            sortable: true,
            primary: true,
            className: 'lu:max-w-[18rem] lu:min-w-[10rem]',
            cell: (document) =>
              isIngested(document) ? (
                <button
                  type="button"
                  onClick={() => onOpen(document)}
                  className="lu:text-foreground lu:hover:text-primary lu:cursor-pointer lu:text-left lu:font-medium"
                >
                  {document.name}
                </button>
              ) : (
                <span className="lu:text-foreground lu:font-medium">{document.name}</span>
              ),
          },
          {
            key: 'type',
            header: t`类型`,
            nowrap: true,
            className: 'lu:text-muted-foreground',
            cell: (document) => document.type,
          },
          {
            key: 'bytes',
            header: t`大小`,
            sortable: true,
            firstDirection: 'desc',
            align: 'end',
            nowrap: true,
            className: 'lu:text-muted-foreground lu:tabular-nums',
            cell: (document) => formatBytes(document.bytes, i18n.locale),
          },
          {
            key: 'characters',
            header: t`字符数`,
            sortable: true,
            firstDirection: 'desc',
            align: 'end',
            className: 'lu:text-muted-foreground lu:tabular-nums',
            cell: (document) => (isIngested(document) ? count(document.characters) : '—'),
          },
          {
            key: 'uploadedAt',
            header: t`上传时间`,
            sortable: true,
            firstDirection: 'desc',
            nowrap: true,
            className: 'lu:text-muted-foreground',
            cell: (document) => formatDate(document.uploadedAt),
          },
          {
            key: 'matchCount',
            header: t`命中次数`,
            sortable: true,
            firstDirection: 'desc',
            align: 'end',
            className: 'lu:text-muted-foreground lu:tabular-nums',
            cell: (document) => count(document.matchCount),
          },
          {
            key: 'status',
            header: t`状态`,
            cell: (document) => (
              <StatusCell
                document={document}
                failure={document.status === 'failed' ? failureText(document) : null}
                queue={queueText(document)}
                lowText={lowTextText(document)}
              />
            ),
          },
        ]}
        rows={documents.items}
        rowKey={(document) => document.id}
        rowClassName={() => 'lu:align-top'}
        rowActions={(document) => (
          <DocumentActions document={document} busy={busyIds.includes(document.id)} {...actions} />
        )}
        pagination={{
          page: documents.page,
          pageSize: documents.pageSize,
          total: documents.total,
          onPageChange,
        }}
      />
    );
  return (
    <div data-slot="knowledge-document-table" className={cn('lu:space-y-4', className)}>
      <SearchField label={t`按名称搜索文档`} value={query} onSearch={onQueryChange} />
      {failedCount >= 2 && onRetryFailed ? (
        <Callout tone="warning" icon={<CircleAlert aria-hidden="true" />}>
          <div className="lu:flex lu:flex-wrap lu:items-center lu:justify-between lu:gap-2">
            <span>
              {plural(failedCount, {
                other:
                  '# 个文档处理失败。文件本身的问题请按各自的原因处理；服务中断等原因可以直接重试。',
              })}
            </span>
            <Button size="sm" variant="outline" onClick={onRetryFailed} disabled={retryingFailed}>
              <RotateCcw aria-hidden="true" />
              {retryingFailed ? t`正在重试…` : t`全部重试（${failedCount}）`}
            </Button>
          </div>
        </Callout>
      ) : null}
      {body}
    </div>
  );
}

/** a document's state, with why it failed, its place in the queue, or why its text is low */
function StatusCell({
  document,
  failure,
  queue,
  lowText,
}: {
  document: KnowledgeDocument;
  failure: string | null;
  queue: string | null;
  lowText: string | null;
}) {
  return (
    <>
      <KnowledgeDocumentStatus document={document} />
      {failure ? (
        <p className="lu:text-danger lu:mt-1 lu:max-w-[16rem] lu:text-xs">{failure}</p>
      ) : null}
      {queue ? (
        <p className="lu:text-muted-foreground lu:mt-1 lu:max-w-[16rem] lu:text-xs lu:tabular-nums">
          {queue}
        </p>
      ) : null}
      {lowText ? (
        <p className="lu:text-warning-strong lu:mt-1 lu:flex lu:max-w-[16rem] lu:gap-1 lu:text-xs">
          <TriangleAlert aria-hidden="true" className="lu:mt-px lu:size-3.5 lu:shrink-0" />
          <span>{lowText}</span>
        </p>
      ) : null}
    </>
  );
}
