/**
 * Uploading documents into a knowledge base (SPEC §2 /knowledge/{id}/upload, §5): drop or
 * choose several files; each is checked here first (format, 20 MB, the space left), then
 * sent with a progress bar, then followed through the server's processing (queued, parsing,
 * chunking, indexing) until it is available or has failed with a reason and a retry.
 */
import type { KnowledgeBase, KnowledgeDocument, KnowledgeUsage as Usage } from '@legion/api';
import { Button, cn, FileDrop, Link, ProgressBar } from '@legion/ui';
import { useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { FileText, ListChecks, RotateCcw, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useParams } from 'react-router-dom';
import { api } from '../../api.ts';
import { useWarnBeforeUnload } from '../../before-unload.ts';
import { uploadKnowledgeDocument } from '../../uploads.ts';
import { BackLink, consolePage, PageHeader } from '../console.tsx';
import { KnowledgeUsage } from './KnowledgeListPage.tsx';
import {
  ACCEPT,
  BASES_KEY,
  BaseGate,
  documentsKey,
  extensionOf,
  isAcceptedName,
  KNOWLEDGE_KEY,
  MAX_FILE_BYTES,
  STAGE_PROGRESS,
  USAGE_KEY,
  useFailureText,
  useFormatBytes,
  useFormatsText,
  useKnowledgeMessage,
  useStageText,
  useUsage,
} from './parts.tsx';

/** files sent at the same time; the rest wait their turn */
const PARALLEL_UPLOADS = 2;
/** how often a processing document is asked after */
const POLL_MS = 1500;

type Phase =
  | { name: 'rejected'; problem: string }
  | { name: 'waiting' }
  | { name: 'uploading'; percent: number }
  | { name: 'refused'; problem: string }
  | { name: 'sent'; document: KnowledgeDocument };

interface Item {
  key: string;
  file: File;
  phase: Phase;
}

let nextKey = 0;
const fileKey = (file: File) => `${file.name}:${file.size}:${file.lastModified}`;

/** the bytes this queue will still add to the space used */
const pendingBytes = (items: Item[]) =>
  items
    .filter((item) => item.phase.name === 'waiting' || item.phase.name === 'uploading')
    .reduce((sum, item) => sum + item.file.size, 0);

function useChecks(usage: Usage | undefined) {
  const { t } = useLingui();
  const formatBytes = useFormatBytes();
  const FORMATS_TEXT = useFormatsText();
  const limit = formatBytes(MAX_FILE_BYTES);
  /** the problem with a file before it is sent, or null when it may go */
  return (file: File, queued: Item[]): string | null => {
    if (!isAcceptedName(file.name)) {
      const extension = extensionOf(file.name);
      return extension
        ? t`不支持 .${extension} 文件。可以上传 ${FORMATS_TEXT}。`
        : t`无法识别文件类型（没有扩展名）。可以上传 ${FORMATS_TEXT}。`;
    }
    const size = formatBytes(file.size);
    if (file.size > MAX_FILE_BYTES) return t`文件大小 ${size}，超过了 ${limit} 的上限。`;
    if (file.size === 0) return t`这是一个空文件，没有可以读取的内容。`;
    const inQueue = queued.some(
      (item) => fileKey(item.file) === fileKey(file) && item.phase.name !== 'rejected',
    );
    if (inQueue) return t`这个文件已在上传列表中。`;
    if (usage) {
      const left = Math.max(0, usage.quotaBytes - usage.usedBytes - pendingBytes(queued));
      if (file.size > left) {
        const room = formatBytes(left);
        return t`知识库空间不足：还剩 ${room}，这个文件 ${size}。删除不用的文档或升级套餐后再上传。`;
      }
    }
    return null;
  };
}

function UploadRow({
  item,
  onRemove,
  onResend,
  onRetry,
}: {
  item: Item;
  onRemove: () => void;
  onResend: () => void;
  onRetry: (document: KnowledgeDocument) => void;
}) {
  const { t, i18n } = useLingui();
  const formatBytes = useFormatBytes();
  const stageText = useStageText();
  const failureText = useFailureText();
  const { phase, file } = item;
  const document = phase.name === 'sent' ? phase.document : null;
  let status: string;
  let bar: { value: number; tone: 'primary' | 'success' | 'danger' } | null = null;
  let problem: string | null = null;
  if (phase.name === 'rejected' || phase.name === 'refused') {
    status = phase.name === 'rejected' ? t`无法上传` : t`上传失败`;
    problem = phase.problem;
  } else if (phase.name === 'waiting') {
    status = t`等待上传`;
    bar = { value: 0, tone: 'primary' };
  } else if (phase.name === 'uploading') {
    const percent = Math.round(phase.percent);
    status = t`正在上传 ${percent}%`;
    bar = { value: phase.percent, tone: 'primary' };
  } else if (document?.status === 'processing') {
    status = stageText(document.stage);
    bar = { value: STAGE_PROGRESS[document.stage ?? 'queued'], tone: 'primary' };
  } else if (document?.status === 'failed') {
    status = t`处理失败`;
    problem = failureText(document);
    bar = { value: 100, tone: 'danger' };
  } else {
    const characters = new Intl.NumberFormat(i18n.locale).format(document?.characters ?? 0);
    status = t`可用 · ${characters} 字符`;
    bar = { value: 100, tone: 'success' };
  }
  const finished =
    phase.name === 'rejected' ||
    phase.name === 'refused' ||
    (document !== null && document.status !== 'processing');
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
              document?.status === 'available' && 'text-success-strong',
            )}
          >
            {status}
          </p>
        </div>
        <p className="text-muted-foreground text-xs tabular-nums">
          {formatBytes(file.size)}
          {extensionOf(file.name) ? ` · ${extensionOf(file.name).toUpperCase()}` : ''}
        </p>
        {bar ? (
          <ProgressBar label={t`${file.name}：${status}`} value={bar.value} tone={bar.tone} />
        ) : null}
        {problem ? (
          <p role="alert" className="text-danger text-xs">
            {problem}
          </p>
        ) : null}
        {phase.name === 'refused' ? (
          <Button variant="outline" size="sm" onClick={onResend}>
            <RotateCcw aria-hidden="true" />
            {t`重新上传`}
          </Button>
        ) : null}
        {document?.status === 'failed' ? (
          <Button variant="outline" size="sm" onClick={() => onRetry(document)}>
            <RotateCcw aria-hidden="true" />
            {t`重试`}
          </Button>
        ) : null}
      </div>
      {finished ? (
        <Button
          variant="ghost"
          size="icon-sm"
          className="shrink-0"
          onClick={onRemove}
          aria-label={t`从列表移除 ${file.name}`}
        >
          <X aria-hidden="true" />
        </Button>
      ) : null}
    </li>
  );
}

function Uploader({ base, send }: { base: KnowledgeBase; send: SendDocument }) {
  const { t } = useLingui();
  const FORMATS_TEXT = useFormatsText();
  const message = useKnowledgeMessage();
  const queryClient = useQueryClient();
  const usage = useUsage();
  const check = useChecks(usage.data);
  const [items, setItems] = useState<Item[]>([]);
  const started = useRef(new Set<string>());

  const update = (key: string, phase: Phase) =>
    setItems((current) => current.map((item) => (item.key === key ? { ...item, phase } : item)));

  function add(files: File[]) {
    setItems((current) => {
      const next = [...current];
      for (const file of files) {
        const problem = check(file, next);
        nextKey += 1;
        next.push({
          key: `upload-${nextKey}`,
          file,
          phase: problem ? { name: 'rejected', problem } : { name: 'waiting' },
        });
      }
      return next;
    });
  }

  // start waiting files while fewer than PARALLEL_UPLOADS are on their way
  useEffect(() => {
    const sending = items.filter((item) => item.phase.name === 'uploading').length;
    const waiting = items.filter(
      (item) => item.phase.name === 'waiting' && !started.current.has(item.key),
    );
    for (const item of waiting.slice(0, Math.max(0, PARALLEL_UPLOADS - sending))) {
      started.current.add(item.key);
      update(item.key, { name: 'uploading', percent: 0 });
      send(base.id, item.file, {
        onProgress: (percent) => update(item.key, { name: 'uploading', percent }),
      })
        .then((document) => {
          update(item.key, { name: 'sent', document });
          void queryClient.invalidateQueries({ queryKey: USAGE_KEY });
          void queryClient.invalidateQueries({ queryKey: BASES_KEY });
          void queryClient.invalidateQueries({ queryKey: documentsKey(base.id) });
        })
        .catch((error: unknown) => {
          const text = error instanceof Error ? error.message : '';
          update(item.key, { name: 'refused', problem: message(text) || t`上传失败，请重试` });
        });
    }
  });

  // follow every document the server is still processing
  const processing = items.flatMap((item) =>
    item.phase.name === 'sent' && item.phase.document.status === 'processing'
      ? [item.phase.document.id]
      : [],
  );
  useQuery({
    queryKey: [...KNOWLEDGE_KEY, 'ingest', base.id, processing],
    enabled: processing.length > 0,
    refetchInterval: POLL_MS,
    queryFn: async () => {
      const documents = await Promise.all(
        processing.map((documentId) => api.call('knowledgeDocument', { id: base.id, documentId })),
      );
      setItems((current) =>
        current.map((item) => {
          const latest =
            item.phase.name === 'sent' &&
            documents.find(
              (document) =>
                document.id === (item.phase as { document: KnowledgeDocument }).document.id,
            );
          return latest ? { ...item, phase: { name: 'sent', document: latest } } : item;
        }),
      );
      if (documents.some((document) => document.status !== 'processing')) {
        void queryClient.invalidateQueries({ queryKey: documentsKey(base.id) });
        void queryClient.invalidateQueries({ queryKey: BASES_KEY });
      }
      return documents;
    },
  });

  // leaving while files are still being sent loses them: ask first
  const sending = items.some(
    (item) => item.phase.name === 'waiting' || item.phase.name === 'uploading',
  );
  useWarnBeforeUnload(sending);

  async function retry(document: KnowledgeDocument) {
    try {
      const queued = await api.call('retryKnowledgeDocument', {
        id: base.id,
        documentId: document.id,
      });
      setItems((current) =>
        current.map((item) =>
          item.phase.name === 'sent' && item.phase.document.id === document.id
            ? { ...item, phase: { name: 'sent', document: queued } }
            : item,
        ),
      );
    } catch (error) {
      const text = error instanceof Error ? error.message : '';
      setItems((current) =>
        current.map((item) =>
          item.phase.name === 'sent' && item.phase.document.id === document.id
            ? { ...item, phase: { name: 'refused', problem: message(text) || text } }
            : item,
        ),
      );
    }
  }

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
        onFiles={add}
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
              <UploadRow
                key={item.key}
                item={item}
                onRemove={() =>
                  setItems((current) => current.filter((entry) => entry.key !== item.key))
                }
                onResend={() => {
                  started.current.delete(item.key);
                  update(item.key, { name: 'waiting' });
                }}
                onRetry={(document) => void retry(document)}
              />
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}

/** how a file reaches the server: the real upload, or a stand-in in stories */
export type SendDocument = typeof uploadKnowledgeDocument;

export default function KnowledgeUploadPage({
  send = uploadKnowledgeDocument,
}: {
  send?: SendDocument;
}) {
  const { t } = useLingui();
  const { id = '' } = useParams();
  return (
    <div className={consolePage}>
      <BackLink href={`/knowledge/${id}/documents`}>{t`返回文档列表`}</BackLink>
      <BaseGate id={id}>
        {(base) => (
          <>
            <PageHeader title={t`上传文档`} description={base.name} />
            <Uploader base={base} send={send} />
          </>
        )}
      </BaseGate>
    </div>
  );
}
