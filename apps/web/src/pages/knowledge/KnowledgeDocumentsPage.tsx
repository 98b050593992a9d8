/**
 * A knowledge base's documents (/knowledge/{id}/documents):
 * the table with name search, sorting and pages; enable, disable, rename, delete, retry a
 * failed one, read a document's chunks; the retrieval test with the saved test questions
 * (KnowledgeRetrievalTab) and the base's dictionary on tabs of their own.
 */
import type { KnowledgeBase, KnowledgeDocument } from '@legion/api';
import {
  KnowledgeChunksDialog,
  KnowledgeDictionaryEditor,
  KnowledgeDocumentTable,
} from '@legion/screens';
import {
  BackLink,
  Button,
  ConfirmDialog,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
  Field,
  Link,
  PageContainer,
  PageHeader,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
} from '@legion/ui';
import { useLingui } from '@lingui/react/macro';
import { FilePlus2, Trash2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useParams } from 'react-router-dom';
import { useDictionary, useSaveDictionary } from '../../features/knowledge/dictionary.ts';
import {
  useChunks,
  useDeleteDocument,
  useDocumentChanges,
  useDocumentParams,
  useDocuments,
  useRenameDocument,
} from '../../features/knowledge/documents.ts';
import { BaseGate } from '../../features/knowledge/knowledge.tsx';
import { KnowledgePassage } from './KnowledgePassage.tsx';
import { KnowledgeRetrievalTab } from './KnowledgeRetrievalTab.tsx';

function RenameDialog({ document, onClose }: { document: KnowledgeDocument; onClose: () => void }) {
  const { t } = useLingui();
  const [name, setName] = useState(document.name);
  const [problem, setProblem] = useState<string | null>(null);
  const rename = useRenameDocument(document, onClose, setProblem);
  function submit(event: FormEvent) {
    event.preventDefault();
    if (!name.trim()) return setProblem(t`请输入名称`);
    if (name.trim().length > 200) return setProblem(t`最多 200 个字符`);
    setProblem(null);
    rename.mutate(name.trim());
  }
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent closeLabel={t`关闭`} className="lu:max-w-md">
        <DialogTitle>{t`重命名文档`}</DialogTitle>
        <DialogDescription>{t`文档类型保持为上传时的格式。`}</DialogDescription>
        <form noValidate onSubmit={submit} className="lu:mt-4 lu:space-y-4">
          <Field
            label={t`名称`}
            value={name}
            maxLength={200}
            required
            autoComplete="off"
            error={problem ?? undefined}
            onChange={(event) => setName(event.target.value)}
          />
          <div className="lu:flex lu:justify-end lu:gap-2">
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
  const remove = useDeleteDocument(document, onClose);
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

function ChunksDialog({ document, onClose }: { document: KnowledgeDocument; onClose: () => void }) {
  const { chunks, setPage } = useChunks(document);
  return (
    <KnowledgeChunksDialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={document.name}
      chunks={chunks.data}
      error={chunks.isError}
      onReload={() => void chunks.refetch()}
      onPageChange={setPage}
    />
  );
}

function Documents({ base }: { base: KnowledgeBase }) {
  const { filters, documents } = useDocuments(base);
  const changes = useDocumentChanges(base.id);
  const [chunksOf, setChunksOf] = useState<KnowledgeDocument | null>(null);
  const [renaming, setRenaming] = useState<KnowledgeDocument | null>(null);
  const [deleting, setDeleting] = useState<KnowledgeDocument | null>(null);
  return (
    <>
      <KnowledgeDocumentTable
        documents={documents.data}
        error={documents.isError}
        onReload={() => void documents.refetch()}
        query={filters.q}
        onQueryChange={(q) => filters.set({ q })}
        sort={{ column: filters.sort, direction: filters.order }}
        onSortChange={(next) => filters.set({ sort: next.column, order: next.direction })}
        onPageChange={(page) => filters.set({ page })}
        uploadHref={`/knowledge/${base.id}/upload`}
        busyIds={changes.busyIds}
        onOpen={setChunksOf}
        onEnabledChange={changes.setEnabled}
        onRetry={changes.retry}
        failedCount={base.failedCount}
        onRetryFailed={changes.retryFailed}
        retryingFailed={changes.retryingFailed}
        onRename={setRenaming}
        onDelete={setDeleting}
      />
      {chunksOf ? (
        <ChunksDialog key={chunksOf.id} document={chunksOf} onClose={() => setChunksOf(null)} />
      ) : null}
      {renaming ? (
        <RenameDialog key={renaming.id} document={renaming} onClose={() => setRenaming(null)} />
      ) : null}
      <DeleteDialog document={deleting} onClose={() => setDeleting(null)} />
    </>
  );
}

function Dictionary({ base }: { base: KnowledgeBase }) {
  const dictionary = useDictionary(base.id);
  const { save, error } = useSaveDictionary(base.id);
  const data = dictionary.data;
  return (
    <KnowledgeDictionaryEditor
      dictionary={data && { terms: data.terms, synonyms: data.synonyms }}
      reindex={data?.reindex}
      loadError={dictionary.isError}
      onReload={() => void dictionary.refetch()}
      onSave={(next) => save.mutate(next)}
      saving={save.isPending}
      error={error}
    />
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
              className="lu:space-y-4"
            >
              <TabsList className="lu:w-full lu:sm:w-fit">
                <TabsTrigger value="documents">{t`文档列表`}</TabsTrigger>
                <TabsTrigger value="retrieval">{t`命中测试`}</TabsTrigger>
                <TabsTrigger value="dictionary">{t`词典`}</TabsTrigger>
              </TabsList>
              <TabsContent value="documents">
                <Documents base={base} />
              </TabsContent>
              <TabsContent value="retrieval">
                <KnowledgeRetrievalTab base={base} />
              </TabsContent>
              <TabsContent value="dictionary">
                <Dictionary base={base} />
              </TabsContent>
            </Tabs>
            <KnowledgePassage base={base} />
          </>
        )}
      </BaseGate>
    </PageContainer>
  );
}
