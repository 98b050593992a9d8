/**
 * Uploading documents into a knowledge base (SPEC §2 /knowledge/{id}/upload, §5): drop or
 * choose several files; each is checked here first (format, 20 MB, the space left), then
 * sent with a progress bar, then followed through the server's processing (queued, parsing,
 * chunking, indexing) until it is available or has failed with a reason and a retry. The
 * files live in the app's upload queue (state/upload-queue.ts), not in this page: leaving it
 * loses nothing, and the shell's tray shows them on every other page.
 */
import type { KnowledgeBase } from '@legion/api';
import {
  BackLink,
  Button,
  cn,
  FileDrop,
  Link,
  PageContainer,
  PageHeader,
  ProgressBar,
} from '@legion/ui';
import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useAtomValue, useSetAtom } from 'jotai';
import { FileText, ListChecks, RotateCcw, X } from 'lucide-react';
import { useParams } from 'react-router-dom';
import {
  ACCEPT,
  BaseGate,
  extensionOf,
  KnowledgeUsage,
  useFormatBytes,
  useFormatsText,
  useUsage,
} from '../../features/knowledge/knowledge.tsx';
import { useUploadView } from '../../features/knowledge/upload-view.ts';
import {
  addUploadsAtom,
  isFinished,
  removeUploadAtom,
  resendUploadAtom,
  retryProcessingAtom,
  type SendDocument,
  type UploadItem,
  uploadItemsAtom,
} from '../../state/upload-queue.ts';
import { uploadKnowledgeDocument } from '../../uploads.ts';

export type { SendDocument } from '../../state/upload-queue.ts';

function UploadRow({ item }: { item: UploadItem }) {
  const { t } = useLingui();
  const formatBytes = useFormatBytes();
  const view = useUploadView()(item);
  const remove = useSetAtom(removeUploadAtom);
  const resend = useSetAtom(resendUploadAtom);
  const retry = useSetAtom(retryProcessingAtom);
  const { file } = item;
  const { status, problem } = view;
  return (
    <li className="flex gap-3 px-4 py-3" aria-label={file.name}>
      <FileText aria-hidden="true" className="text-muted-foreground mt-0.5 size-5 shrink-0" />
      <div className="min-w-0 flex-1 space-y-1.5">
        <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-0.5">
          <p className="text-foreground min-w-0 truncate text-sm font-medium">{file.name}</p>
          <p
            className={cn(
              'shrink-0 text-xs tabular-nums',
              problem ? 'text-danger' : 'text-muted-foreground',
              view.state === 'done' && 'text-success-strong',
            )}
          >
            {status}
          </p>
        </div>
        <p className="text-muted-foreground text-xs tabular-nums">
          {formatBytes(file.size)}
          {extensionOf(file.name) ? ` · ${extensionOf(file.name).toUpperCase()}` : ''}
        </p>
        {view.progress !== null ? (
          <ProgressBar label={t`${file.name}：${status}`} value={view.progress} tone={view.tone} />
        ) : null}
        {problem ? (
          <p role="alert" className="text-danger text-xs">
            {problem}
          </p>
        ) : null}
        {view.action === 'resend' ? (
          <Button variant="outline" size="sm" onClick={() => resend(item.key)}>
            <RotateCcw aria-hidden="true" />
            {t`重新上传`}
          </Button>
        ) : null}
        {view.action === 'retry' ? (
          <Button variant="outline" size="sm" onClick={() => void retry(item.key)}>
            <RotateCcw aria-hidden="true" />
            {t`重试`}
          </Button>
        ) : null}
      </div>
      {isFinished(item) ? (
        <Button
          variant="ghost"
          size="icon-sm"
          className="shrink-0"
          onClick={() => remove(item.key)}
          aria-label={t`从列表移除 ${file.name}`}
        >
          <X aria-hidden="true" />
        </Button>
      ) : null}
    </li>
  );
}

/**
 * The drop zone and this base's files in the app's upload queue: the files go on going up,
 * and on being followed, when the person leaves this page (the shell's tray shows them).
 */
function Uploader({ base, send }: { base: KnowledgeBase; send: SendDocument }) {
  const { t } = useLingui();
  const FORMATS_TEXT = useFormatsText();
  const queryClient = useQueryClient();
  const usage = useUsage();
  const add = useSetAtom(addUploadsAtom);
  const items = useAtomValue(uploadItemsAtom).filter((item) => item.baseId === base.id);

  const done = items.filter(
    (item) => item.phase.name === 'sent' && item.phase.document.status === 'available',
  ).length;
  const total = items.length;
  return (
    <div className="space-y-6">
      <KnowledgeUsage />
      <FileDrop
        label={t`选择要上传的文档`}
        accept={ACCEPT}
        onFiles={(files) =>
          add({
            baseId: base.id,
            baseName: base.name,
            files,
            usage: usage.data,
            via: { send, queryClient },
          })
        }
        hint={
          <>
            <p>{t`支持 ${FORMATS_TEXT}`}</p>
            <p>{t`单个文件不超过 20 MB，可一次选择多个文件。上传后会自动解析、切分并建立索引。`}</p>
          </>
        }
      />
      {total > 0 ? (
        <section
          aria-labelledby="upload-list"
          className="border-border bg-surface rounded-lg border"
        >
          <header className="border-border flex flex-wrap items-center justify-between gap-2 border-b px-4 py-3">
            <h2 id="upload-list" className="text-foreground text-sm font-medium">
              {t`上传列表`}
              <span className="text-muted-foreground ml-2 font-normal tabular-nums">
                {t`${done}/${total} 个已可用`}
              </span>
            </h2>
            <Button asChild variant="ghost" size="sm">
              <Link href={`/knowledge/${base.id}/documents`}>
                <ListChecks aria-hidden="true" />
                {t`查看文档列表`}
              </Link>
            </Button>
          </header>
          <ul className="divide-border divide-y">
            {items.map((item) => (
              <UploadRow key={item.key} item={item} />
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}

export default function KnowledgeUploadPage({
  send = uploadKnowledgeDocument,
}: {
  send?: SendDocument;
}) {
  const { t } = useLingui();
  const { id = '' } = useParams();
  return (
    <PageContainer>
      <BackLink href={`/knowledge/${id}/documents`}>{t`返回文档列表`}</BackLink>
      <BaseGate id={id}>
        {(base) => (
          <>
            <PageHeader title={t`上传文档`} description={base.name} />
            <Uploader base={base} send={send} />
          </>
        )}
      </BaseGate>
    </PageContainer>
  );
}
