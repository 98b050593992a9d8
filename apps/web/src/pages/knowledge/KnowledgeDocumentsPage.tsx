/**
 * A knowledge base's documents (SPEC §2 /knowledge/{id}/documents, §3 Knowledge document):
 * the table with name search, sorting and pages; enable, disable, rename, delete, retry a
 * failed one, read a document's chunks; and the retrieval test on its own tab.
 */
import {
  KNOWLEDGE_DOCUMENT_SORTS,
  type KnowledgeBase,
  type KnowledgeDocument,
  type KnowledgeDocumentPage,
  type KnowledgeDocumentSort,
} from '@legion/api';
import {
  BackLink,
  Button,
  ConfirmDialog,
  DataTable,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
  ErrorState,
  Field,
  Link,
  PageContainer,
  PageHeader,
  Pagination,
  SearchField,
  Spinner,
  Switch,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
  toast,
} from '@legion/ui';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { FilePlus2, FileSearch, Pencil, RotateCcw, Trash2 } from 'lucide-react';
import { type FormEvent, useEffect, useState } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { api } from '../../api.ts';
import { useFormatDate } from '../../features/console.tsx';
import {
  BASES_KEY,
  BaseGate,
  DocumentStatus,
  documentsKey,
  USAGE_KEY,
  useFailureText,
  useFormatBytes,
  useKnowledgeMessage,
} from '../../features/knowledge/knowledge.tsx';
import { RetrievalTest } from './RetrievalTest.tsx';

/** how often the list asks again while a document on it is processing */
const POLL_MS = 2000;

function useDocumentParams() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const sortParam = params.get('sort');
  const sort: KnowledgeDocumentSort =
    KNOWLEDGE_DOCUMENT_SORTS.find((value) => value === sortParam) ?? 'uploadedAt';
  const order: 'asc' | 'desc' = params.get('order') === 'asc' ? 'asc' : 'desc';
  const tab = params.get('tab') === 'retrieval' ? 'retrieval' : 'documents';
  const set = (changes: Record<string, string | number | undefined>) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(changes)) {
        const fallback =
          (key === 'page' && value === 1) ||
          (key === 'sort' && value === 'uploadedAt') ||
          (key === 'order' && value === 'desc') ||
          (key === 'tab' && value === 'documents');
        if (value === undefined || value === '' || fallback) next.delete(key);
        else next.set(key, String(value));
      }
      if (!('page' in changes)) next.delete('page');
      return next;
    });
  return { q, page, sort, order, tab, set };
}

/** keeps a changed document in every cached page of its base */
function usePatchDocument(baseId: string) {
  const queryClient = useQueryClient();
  return (document: KnowledgeDocument) =>
    queryClient.setQueriesData<KnowledgeDocumentPage>(
      { queryKey: documentsKey(baseId) },
      (page) =>
        page && {
          ...page,
          items: page.items.map((entry) => (entry.id === document.id ? document : entry)),
        },
    );
}

function RenameDialog({
  document,
  onClose,
}: {
  document: KnowledgeDocument | null;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const message = useKnowledgeMessage();
  const patch = usePatchDocument(document?.baseId ?? '');
  const [name, setName] = useState(document?.name ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const rename = useMutation({
    mutationFn: () =>
      api.call('renameKnowledgeDocument', {
        id: document?.baseId ?? '',
        documentId: document?.id ?? '',
        name: name.trim(),
      }),
    onSuccess: (saved) => {
      patch(saved);
      toast.success(t`已重命名`);
      onClose();
    },
    onError: (error) => setProblem(message(error.message) ?? error.message),
  });
  function submit(event: FormEvent) {
    event.preventDefault();
    if (!name.trim()) return setProblem(t`请输入名称`);
    if (name.trim().length > 200) return setProblem(t`最多 200 个字符`);
    setProblem(null);
    rename.mutate();
  }
  return (
    <Dialog open={document !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent closeLabel={t`关闭`} className="max-w-md">
        <DialogTitle>{t`重命名文档`}</DialogTitle>
        <DialogDescription>{t`文档类型保持为上传时的格式。`}</DialogDescription>
        <form noValidate onSubmit={submit} className="mt-4 space-y-4">
          <Field
            label={t`名称`}
            value={name}
            maxLength={200}
            required
            autoComplete="off"
            error={problem ?? undefined}
            onChange={(event) => setName(event.target.value)}
          />
          <div className="flex justify-end gap-2">
            <Button type="button" variant="ghost" onClick={onClose}>
              {t`取消`}
            </Button>
            <Button type="submit" disabled={rename.isPending}>
              {t`保存`}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}

function DeleteDialog({
  document,
  onClose,
}: {
  document: KnowledgeDocument | null;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: () =>
      api.call('deleteKnowledgeDocument', {
        id: document?.baseId ?? '',
        documentId: document?.id ?? '',
      }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: documentsKey(document?.baseId ?? '') });
      void queryClient.invalidateQueries({ queryKey: BASES_KEY });
      void queryClient.invalidateQueries({ queryKey: USAGE_KEY });
      toast.success(t`已删除文档`);
      onClose();
    },
    onError: (error) => toast.error(error.message),
  });
  return (
    <ConfirmDialog
      open={document !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t`删除“${document?.name}”？`}
      description={t`文件、文本段和索引会一并删除，检索时不再返回它的内容。删除后无法恢复。`}
      confirmLabel={
        <>
          <Trash2 aria-hidden="true" />
          {t`删除`}
        </>
      }
      pending={remove.isPending}
      onConfirm={() => remove.mutate()}
    />
  );
}

function ChunksDialog({
  document,
  onClose,
}: {
  document: KnowledgeDocument | null;
  onClose: () => void;
}) {
  const { t, i18n } = useLingui();
  const [page, setPage] = useState(1);
  const chunks = useQuery({
    queryKey: [...documentsKey(document?.baseId ?? ''), 'chunks', document?.id, page],
    queryFn: () =>
      api.call('knowledgeChunks', {
        id: document?.baseId ?? '',
        documentId: document?.id ?? '',
        page,
      }),
    enabled: document !== null,
    placeholderData: keepPreviousData,
  });
  const count = (value: number) => new Intl.NumberFormat(i18n.locale).format(value);
  return (
    <Dialog open={document !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent closeLabel={t`关闭`} className="flex max-h-[85dvh] max-w-2xl flex-col">
        <DialogTitle className="pr-8">{document?.name}</DialogTitle>
        <DialogDescription>
          {chunks.data
            ? t`共 ${plural(chunks.data.total, { other: '# 个文本段' })}，检索时按段返回。`
            : t`文档解析后切分成的文本段。`}
        </DialogDescription>
        <div className="mt-4 min-h-0 flex-1 overflow-y-auto">
          {chunks.isPending ? (
            <Spinner className="w-full py-12" label={t`正在加载文本段`} />
          ) : chunks.isError ? (
            <ErrorState message={t`文本段加载失败`} onRetry={() => void chunks.refetch()} />
          ) : chunks.data.items.length === 0 ? (
            <p className="text-muted-foreground py-12 text-center text-sm">
              {t`这个文档还没有文本段。`}
            </p>
          ) : (
            <ol className="space-y-3">
              {chunks.data.items.map((chunk) => (
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
        {chunks.data && chunks.data.total > chunks.data.pageSize ? (
          <Pagination
            className="border-border border-t py-3"
            page={chunks.data.page}
            pageSize={chunks.data.pageSize}
            total={chunks.data.total}
            onPageChange={setPage}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

/** a document's switch and buttons, at the end of its row */
function DocumentActions({
  document,
  onChunks,
  onRename,
  onDelete,
}: {
  document: KnowledgeDocument;
  onChunks: () => void;
  onRename: () => void;
  onDelete: () => void;
}) {
  const { t } = useLingui();
  const patch = usePatchDocument(document.baseId);
  const queryClient = useQueryClient();
  const toggle = useMutation({
    mutationFn: (enabled: boolean) =>
      api.call('setKnowledgeDocumentStatus', {
        id: document.baseId,
        documentId: document.id,
        enabled,
      }),
    onSuccess: (saved) => {
      patch(saved);
      toast.success(saved.status === 'available' ? t`已启用` : t`已禁用，检索时不再返回它`);
    },
    onError: (error) => toast.error(error.message),
  });
  const retry = useMutation({
    mutationFn: () =>
      api.call('retryKnowledgeDocument', { id: document.baseId, documentId: document.id }),
    onSuccess: (saved) => {
      patch(saved);
      void queryClient.invalidateQueries({ queryKey: documentsKey(document.baseId) });
    },
    onError: (error) => toast.error(error.message),
  });
  const ingested = document.status === 'available' || document.status === 'disabled';
  return (
    <div className="flex items-center gap-1">
      {ingested ? (
        <Switch
          checked={document.status === 'available'}
          disabled={toggle.isPending}
          onCheckedChange={(enabled) => toggle.mutate(enabled)}
          aria-label={t`启用“${document.name}”`}
          className="mr-2"
        />
      ) : null}
      {document.status === 'failed' ? (
        <Button variant="ghost" size="sm" disabled={retry.isPending} onClick={() => retry.mutate()}>
          <RotateCcw aria-hidden="true" />
          {t`重试`}
        </Button>
      ) : null}
      {ingested ? (
        <Button
          variant="ghost"
          size="icon-sm"
          onClick={onChunks}
          aria-label={t`查看“${document.name}”的文本段`}
          title={t`查看文本段`}
        >
          <FileSearch aria-hidden="true" />
        </Button>
      ) : null}
      <Button
        variant="ghost"
        size="icon-sm"
        onClick={onRename}
        aria-label={t`重命名“${document.name}”`}
        title={t`重命名`}
      >
        <Pencil aria-hidden="true" />
      </Button>
      <Button
        variant="ghost"
        size="icon-sm"
        className="text-danger hover:text-danger"
        onClick={onDelete}
        aria-label={t`删除“${document.name}”`}
        title={t`删除`}
      >
        <Trash2 aria-hidden="true" />
      </Button>
    </div>
  );
}

/** parsed and indexed: its text can be shown, it can be switched on and off */
const isIngested = (document: KnowledgeDocument) =>
  document.status === 'available' || document.status === 'disabled';

function DocumentTable({ base }: { base: KnowledgeBase }) {
  const { t, i18n } = useLingui();
  const formatDate = useFormatDate();
  const formatBytes = useFormatBytes();
  const failureText = useFailureText();
  const count = (value: number) => new Intl.NumberFormat(i18n.locale).format(value);
  const filters = useDocumentParams();
  const [chunksOf, setChunksOf] = useState<KnowledgeDocument | null>(null);
  const [renaming, setRenaming] = useState<KnowledgeDocument | null>(null);
  const [deleting, setDeleting] = useState<KnowledgeDocument | null>(null);
  const queryClient = useQueryClient();
  const input = {
    id: base.id,
    ...(filters.q ? { q: filters.q } : {}),
    sort: filters.sort,
    order: filters.order,
    page: filters.page,
  };
  const documents = useQuery({
    queryKey: [...documentsKey(base.id), input],
    queryFn: () => api.call('knowledgeDocuments', input),
    placeholderData: keepPreviousData,
    refetchInterval: (query) =>
      query.state.data?.items.some((document) => document.status === 'processing')
        ? POLL_MS
        : false,
  });
  // a document that finished processing changes the base's counts
  const processing = documents.data?.items.filter((d) => d.status === 'processing').length ?? 0;
  useEffect(() => {
    if (processing === 0) void queryClient.invalidateQueries({ queryKey: BASES_KEY });
  }, [processing, queryClient]);
  return (
    <div className="space-y-4">
      <SearchField
        label={t`按名称搜索文档`}
        value={filters.q}
        onSearch={(q) => filters.set({ q })}
      />
      {documents.isPending ? (
        <Spinner className="w-full py-12" label={t`正在加载文档`} />
      ) : documents.isError ? (
        <ErrorState message={t`文档列表加载失败`} onRetry={() => void documents.refetch()} />
      ) : documents.data.total === 0 ? (
        <div className="border-border flex flex-col items-center gap-3 rounded-lg border border-dashed px-4 py-16 text-center">
          {filters.q ? (
            <p className="text-muted-foreground text-sm">{t`没有名称包含“${filters.q}”的文档。`}</p>
          ) : (
            <>
              <h2 className="text-foreground font-medium">{t`知识库里还没有文档`}</h2>
              <p className="text-muted-foreground max-w-sm text-sm">
                {t`上传文档后，系统会解析其中的文字并建立索引，之后就能检索。`}
              </p>
              <Button asChild>
                <Link href={`/knowledge/${base.id}/upload`}>
                  <FilePlus2 aria-hidden="true" />
                  {t`上传文档`}
                </Link>
              </Button>
            </>
          )}
        </div>
      ) : (
        <DataTable
          caption={t`文档列表`}
          aria-label={t`文档列表`}
          tabIndex={0}
          minWidth="60rem"
          sort={{ column: filters.sort, direction: filters.order }}
          onSortChange={(next) => filters.set({ sort: next.column, order: next.direction })}
          columns={[
            {
              key: 'name',
              header: t`名称`,
              sortable: true,
              primary: true,
              className: 'max-w-[18rem] min-w-[10rem]',
              cell: (document) =>
                isIngested(document) ? (
                  <button
                    type="button"
                    onClick={() => setChunksOf(document)}
                    className="text-foreground hover:text-primary cursor-pointer text-left font-medium"
                  >
                    {document.name}
                  </button>
                ) : (
                  <span className="text-foreground font-medium">{document.name}</span>
                ),
            },
            {
              key: 'type',
              header: t`类型`,
              nowrap: true,
              className: 'text-muted-foreground',
              cell: (document) => document.type,
            },
            {
              key: 'bytes',
              header: t`大小`,
              sortable: true,
              firstDirection: 'desc',
              align: 'end',
              nowrap: true,
              className: 'text-muted-foreground tabular-nums',
              cell: (document) => formatBytes(document.bytes),
            },
            {
              key: 'characters',
              header: t`字符数`,
              sortable: true,
              firstDirection: 'desc',
              align: 'end',
              className: 'text-muted-foreground tabular-nums',
              cell: (document) => (isIngested(document) ? count(document.characters) : '—'),
            },
            {
              key: 'uploadedAt',
              header: t`上传时间`,
              sortable: true,
              firstDirection: 'desc',
              nowrap: true,
              className: 'text-muted-foreground',
              cell: (document) => formatDate(document.uploadedAt, true),
            },
            {
              key: 'matchCount',
              header: t`命中次数`,
              sortable: true,
              firstDirection: 'desc',
              align: 'end',
              className: 'text-muted-foreground tabular-nums',
              cell: (document) => count(document.matchCount),
            },
            {
              key: 'status',
              header: t`状态`,
              cell: (document) => (
                <>
                  <DocumentStatus document={document} />
                  {document.status === 'failed' ? (
                    <p className="text-danger mt-1 max-w-[16rem] text-xs">
                      {failureText(document)}
                    </p>
                  ) : null}
                </>
              ),
            },
          ]}
          rows={documents.data.items}
          rowKey={(document) => document.id}
          rowClassName={() => 'align-top'}
          rowActions={(document) => (
            <DocumentActions
              document={document}
              onChunks={() => setChunksOf(document)}
              onRename={() => setRenaming(document)}
              onDelete={() => setDeleting(document)}
            />
          )}
          pagination={{
            page: documents.data.page,
            pageSize: documents.data.pageSize,
            total: documents.data.total,
            onPageChange: (page) => filters.set({ page }),
          }}
        />
      )}
      <ChunksDialog
        key={chunksOf?.id ?? 'none'}
        document={chunksOf}
        onClose={() => setChunksOf(null)}
      />
      <RenameDialog
        key={renaming?.id ?? 'none'}
        document={renaming}
        onClose={() => setRenaming(null)}
      />
      <DeleteDialog document={deleting} onClose={() => setDeleting(null)} />
    </div>
  );
}

export default function KnowledgeDocumentsPage() {
  const { t } = useLingui();
  const { id = '' } = useParams();
  const filters = useDocumentParams();
  return (
    <PageContainer>
      <BackLink href="/knowledge">{t`全部知识库`}</BackLink>
      <BaseGate id={id}>
        {(base) => (
          <>
            <PageHeader
              title={base.name}
              description={base.description || undefined}
              actions={
                <Button asChild>
                  <Link href={`/knowledge/${base.id}/upload`}>
                    <FilePlus2 aria-hidden="true" />
                    {t`上传文档`}
                  </Link>
                </Button>
              }
            />
            <Tabs
              value={filters.tab}
              onValueChange={(tab) => filters.set({ tab })}
              className="space-y-4"
            >
              <TabsList className="w-full sm:w-fit">
                <TabsTrigger value="documents">{t`文档列表`}</TabsTrigger>
                <TabsTrigger value="retrieval">{t`命中测试`}</TabsTrigger>
              </TabsList>
              <TabsContent value="documents">
                <DocumentTable base={base} />
              </TabsContent>
              <TabsContent value="retrieval">
                <RetrievalTest base={base} />
              </TabsContent>
            </Tabs>
          </>
        )}
      </BaseGate>
    </PageContainer>
  );
}
