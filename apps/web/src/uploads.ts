/**
 * The app's uploads and its one download, through the api client like every call (the same
 * headers, {code, msg} errors and 401/403 handling): images and knowledge documents as
 * multipart forms with upload progress, and the orders' and the audit trail's CSV saved as
 * files.
 */
import type { EndpointInput, ImageUpload, KnowledgeDocument, UploadOptions } from '@legion/api';
import { api } from './api.ts';

/** Uploads one image for an agent. */
export function uploadImage(file: File): Promise<ImageUpload> {
  return api.upload('uploadImage', {}, file);
}

/**
 * Uploads one document into a knowledge base; the answer is the document, processing. A file
 * whose content the base already holds is refused (code 1006) unless `sameContent` allows it.
 */
export function uploadKnowledgeDocument(
  baseId: string,
  file: File,
  { sameContent, ...options }: UploadOptions & { sameContent?: 'allow' } = {},
): Promise<KnowledgeDocument> {
  return api.upload(
    'uploadKnowledgeDocument',
    { id: baseId, ...(sameContent ? { sameContent } : {}) },
    file,
    options,
  );
}

/** Saves a file the server answered, under its name. */
function save(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Downloads the filtered orders as the server's CSV file, saved under the server's name. */
export async function downloadOrdersCsv(query: Record<string, string>): Promise<void> {
  // the order list's filter as it stands in the address; the client checks it in development
  const filter = query as EndpointInput<'exportOrders'>;
  const { blob, fileName } = await api.download('exportOrders', filter);
  save(blob, fileName ?? 'orders.csv');
}

/** Downloads the filtered audit trail as the server's CSV file. */
export async function downloadAuditCsv(query: EndpointInput<'exportAudit'>): Promise<void> {
  const { blob, fileName } = await api.download('exportAudit', query);
  save(blob, fileName ?? 'audit.csv');
}
