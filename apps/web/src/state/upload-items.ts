/**
 * The app's upload queue as the shell sees it: its files and whether some are still going up.
 * Apart from the queue's engine (upload-queue.ts) so that the first load carries only these
 * atoms, not the contract's values the engine checks files with.
 */
import type { KnowledgeDocument, SameContent } from '@legion/api';
import type { QueryClient } from '@tanstack/react-query';
import { atom } from 'jotai';

/** how a file reaches the server: the real upload, or a stand-in in stories */
export type SendDocument = (
  baseId: string,
  file: File,
  options?: {
    onProgress?: (percent: number) => void;
    signal?: AbortSignal;
    /** send it although the base holds a document with the same content */
    sameContent?: 'allow';
  },
) => Promise<KnowledgeDocument>;

/** why a file was not sent at all (the words are the screens' business) */
export type UploadRejection =
  | { kind: 'type'; extension: string }
  | { kind: 'size' }
  | { kind: 'empty' }
  | { kind: 'duplicate' }
  | { kind: 'space'; leftBytes: number };

export type UploadPhase =
  | { name: 'rejected'; rejection: UploadRejection }
  | { name: 'waiting' }
  | { name: 'uploading'; percent: number }
  /** the server or the network refused it; `message` is the answer's (contract) message */
  | { name: 'refused'; message: string }
  /** the base already holds this content: the person is asked whether to send it anyway */
  | { name: 'sameContent'; existing: SameContent }
  | { name: 'sent'; document: KnowledgeDocument };

export interface UploadItem {
  key: string;
  baseId: string;
  /** the base's name when the file was chosen, for the tray */
  baseName: string;
  file: File;
  phase: UploadPhase;
  /** the person said to send it although the base holds the same content */
  allowSameContent?: boolean;
  /** who sends it and whose caches learn of it */
  via: { send: SendDocument; queryClient: QueryClient };
}

export const uploadItemsAtom = atom<UploadItem[]>([]);

/** files still on their way up, or waiting for the person's answer (closing the tab loses them) */
export const uploadsGoingUpAtom = atom((get) =>
  get(uploadItemsAtom).some(
    (item) =>
      item.phase.name === 'waiting' ||
      item.phase.name === 'uploading' ||
      item.phase.name === 'sameContent',
  ),
);

export const isFinished = (item: UploadItem) =>
  item.phase.name === 'rejected' ||
  item.phase.name === 'refused' ||
  (item.phase.name === 'sent' && item.phase.document.status !== 'processing');

/** whether the queue holds any file (the shell loads the tray then) */
export const hasUploadsAtom = atom((get) => get(uploadItemsAtom).length > 0);
