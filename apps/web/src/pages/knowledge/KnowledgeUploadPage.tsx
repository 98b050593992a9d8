/**
 * Uploading documents into a knowledge base (/knowledge/{id}/upload): drop or
 * choose several files; each is checked here first (format, 20 MB, the space left), then
 * sent with a progress bar, then followed through the server's processing (queued, parsing,
 * chunking, indexing) until it is available or has failed with a reason and a retry. The
 * files live in the app's upload queue (state/upload-queue.ts), not in this page: leaving it
 * loses nothing, and the shell's tray shows them on every other page.
 */
import type { KnowledgeBase } from '@legion/api';
import { UploadList } from '@legion/screens';
import { BackLink, Button, FileDrop, Link, PageContainer, PageHeader } from '@legion/ui';
import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useAtomValue, useSetAtom } from 'jotai';
import { ListChecks } from 'lucide-react';
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
  uploadAnywayAtom,
  uploadItemsAtom,
} from '../../state/upload-queue.ts';
import { uploadKnowledgeDocument } from '../../uploads.ts';

export type { SendDocument } from '../../state/upload-queue.ts';

/** this base's files in the upload queue, as the upload list shows them */
function Uploads({ base, items }: { base: KnowledgeBase; items: UploadItem[] }) {
  const { t } = useLingui();
  const formatBytes = useFormatBytes();
  const view = useUploadView();
  const remove = useSetAtom(removeUploadAtom);
  const resend = useSetAtom(resendUploadAtom);
  const retry = useSetAtom(retryProcessingAtom);
  const uploadAnyway = useSetAtom(uploadAnywayAtom);
  const done = items.filter(
    (item) => item.phase.name === 'sent' && item.phase.document.status === 'available',
  ).length;
  const total = items.length;
  return (
    <UploadList
      title={t`上传列表`}
      summary={t`${done}/${total} 个已可用`}
      action={
        <Button asChild variant="ghost" size="sm">
          <Link href={`/knowledge/${base.id}/documents`}>
            <ListChecks aria-hidden="true" />
            {t`查看文档列表`}
          </Link>
        </Button>
      }
      items={items.map((item) => {
        const shown = view(item);
        const extension = extensionOf(item.file.name).toUpperCase();
        return {
          id: item.key,
          name: item.file.name,
          detail: `${formatBytes(item.file.size)}${extension ? ` · ${extension}` : ''}`,
          status: shown.status,
          progress: shown.progress,
          tone: shown.tone,
          done: shown.state === 'done',
          problem: shown.problem,
          note: shown.note,
          action: shown.action,
          question: shown.question,
          removable: isFinished(item),
        };
      })}
      onResend={resend}
      onRetry={(key) => void retry(key)}
      onConfirm={uploadAnyway}
      onRemove={remove}
    />
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
  return (
    <div className="lu:space-y-6">
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
      {items.length > 0 ? <Uploads base={base} items={items} /> : null}
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
