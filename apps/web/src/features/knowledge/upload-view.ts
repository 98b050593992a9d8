/**
 * How a file of the app's upload queue reads, the same on the upload page and in the shell's
 * tray: its state, its progress, its state in words, what went wrong and what can be done.
 */
import {
  type UploadTrayItemState,
  useFailureReasonText,
  useIngestStageText,
  useLowTextText,
  useQueueText,
} from '@legion/screens';
import { formatBytesApart, numberFormat } from '@legion/ui';
import { useLingui } from '@lingui/react/macro';
import type { UploadItem, UploadRejection } from '../../state/upload-queue.ts';
import {
  MAX_FILE_BYTES,
  STAGE_PROGRESS,
  useFormatsText,
  useKnowledgeMessage,
} from './knowledge.tsx';

export interface UploadView {
  state: UploadTrayItemState;
  /** 0–100, or null when there is no bar to show */
  progress: number | null;
  tone: 'primary' | 'success' | 'danger';
  status: string;
  problem: string | null;
  /** a caution about a document that finished: it yielded far less text than its size suggests */
  note: string | null;
  /** what a person can do about a failure: send the file again, or process it again */
  action: 'resend' | 'retry' | null;
  /** what the person is asked before the file goes on (upload anyway, or skip) */
  question: string | null;
}

/** why a file was not sent, in the reader's language */
export function useRejectionText() {
  const { t, i18n } = useLingui();
  const FORMATS_TEXT = useFormatsText();
  return (rejection: UploadRejection, file: File): string => {
    switch (rejection.kind) {
      case 'type': {
        const { extension } = rejection;
        return extension
          ? t`不支持 .${extension} 文件。可以上传 ${FORMATS_TEXT}。`
          : t`无法识别文件类型（没有扩展名）。可以上传 ${FORMATS_TEXT}。`;
      }
      case 'size': {
        // precise enough that the sentence is true: 21,000,000 bytes is 20.03 MB, not 20 MB
        const [size, limit] = formatBytesApart(file.size, MAX_FILE_BYTES, i18n.locale);
        return t`文件大小 ${size}，超过了 ${limit} 的上限。`;
      }
      case 'empty':
        return t`这是一个空文件，没有可以读取的内容。`;
      case 'duplicate':
        return t`这个文件已在上传列表中。`;
      case 'space': {
        const [room, size] = formatBytesApart(rejection.leftBytes, file.size, i18n.locale);
        return t`知识库空间不足：还剩 ${room}，这个文件 ${size}。删除不用的文档或升级套餐后再上传。`;
      }
    }
  };
}

export function useUploadView() {
  const { t, i18n } = useLingui();
  const stageText = useIngestStageText();
  const failureText = useFailureReasonText();
  const queueText = useQueueText();
  const lowTextText = useLowTextText();
  const message = useKnowledgeMessage();
  const rejectionText = useRejectionText();
  return ({ phase, file }: UploadItem): UploadView => {
    switch (phase.name) {
      case 'rejected':
        return {
          state: 'failed',
          progress: null,
          tone: 'danger',
          status: t`无法上传`,
          problem: rejectionText(phase.rejection, file),
          note: null,
          action: null,
          question: null,
        };
      case 'refused':
        return {
          state: 'failed',
          progress: null,
          tone: 'danger',
          status: t`上传失败`,
          problem: message(phase.message) || t`上传失败，请重试`,
          note: null,
          action: 'resend',
          question: null,
        };
      case 'sameContent': {
        const existing = phase.existing.name;
        return {
          state: 'question',
          progress: null,
          tone: 'primary',
          status: t`内容重复`,
          problem: null,
          note: null,
          action: null,
          question: t`这个知识库里已有内容相同的文档“${existing}”。再上传一份，检索时同样的段落会出现两次。`,
        };
      }
      case 'waiting':
        return {
          state: 'waiting',
          progress: 0,
          tone: 'primary',
          status: t`等待上传`,
          problem: null,
          note: null,
          action: null,
          question: null,
        };
      case 'uploading': {
        const percent = Math.round(phase.percent);
        return {
          state: 'uploading',
          progress: phase.percent,
          tone: 'primary',
          status: t`正在上传 ${percent}%`,
          problem: null,
          note: null,
          action: null,
          question: null,
        };
      }
      case 'sent': {
        const { document } = phase;
        if (document.status === 'processing') {
          return {
            state: 'processing',
            progress: STAGE_PROGRESS[document.stage ?? 'queued'],
            tone: 'primary',
            status: queueText(document) ?? stageText(document.stage),
            problem: null,
            note: null,
            action: null,
            question: null,
          };
        }
        if (document.status === 'failed') {
          return {
            state: 'failed',
            progress: 100,
            tone: 'danger',
            status: t`处理失败`,
            problem: failureText(document),
            note: null,
            action: 'retry',
            question: null,
          };
        }
        const characters = numberFormat(i18n.locale).format(document.characters ?? 0);
        return {
          state: 'done',
          progress: 100,
          tone: 'success',
          status: t`可用 · ${characters} 字符`,
          problem: null,
          note: lowTextText(document),
          action: null,
          question: null,
        };
      }
    }
  };
}
