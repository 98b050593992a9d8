/**
 * What is sent to the main service other than JSON calls: files (images, knowledge documents)
 * as multipart forms with upload progress, and the orders' CSV download. Apart from `api.ts`
 * so that only the pages that upload or download load it, with the schemas it checks answers
 * against.
 */
import {
  ApiError,
  IMAGE_UPLOAD,
  type ImageUpload,
  imageUploadSchema,
  KNOWLEDGE_UPLOAD,
  type KnowledgeDocument,
  knowledgeDocumentSchema,
  NETWORK_ERROR,
  NETWORK_ERROR_MESSAGE,
  ORDER_EXPORT_PATH,
} from '@legion/api';
import { callHeaders, handleUnauthorized } from './api.ts';

/**
 * Sends one multipart form (files are not JSON, so not through `api.call`) with the same
 * headers and the same handling of answers as every other call, reporting upload progress
 * (0–100) as it goes. XMLHttpRequest, because fetch cannot report an upload's progress.
 */
function sendForm<T>(
  path: string,
  body: FormData,
  schema: { safeParse(value: unknown): { success: true; data: T } | { success: false } },
  { onProgress, signal }: { onProgress?: (percent: number) => void; signal?: AbortSignal } = {},
): Promise<T> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', path);
    for (const [name, value] of Object.entries(callHeaders()))
      request.setRequestHeader(name, value);
    request.responseType = 'json';
    if (onProgress) {
      request.upload.addEventListener('progress', (event) => {
        if (event.lengthComputable) onProgress((event.loaded / event.total) * 100);
      });
    }
    const networkError = () => reject(new ApiError(NETWORK_ERROR, NETWORK_ERROR_MESSAGE));
    request.addEventListener('error', networkError);
    request.addEventListener('abort', () =>
      reject(signal?.reason ?? new DOMException('The upload was cancelled', 'AbortError')),
    );
    request.addEventListener('load', () => {
      const envelope = request.response as { code?: unknown; data?: unknown; msg?: unknown } | null;
      const message =
        typeof envelope?.msg === 'string' && envelope.msg ? envelope.msg : NETWORK_ERROR_MESSAGE;
      if (request.status === 401) handleUnauthorized();
      const parsed = schema.safeParse(envelope?.data);
      if (
        request.status < 200 ||
        request.status >= 300 ||
        envelope?.code !== 0 ||
        !parsed.success
      ) {
        reject(
          new ApiError(
            typeof envelope?.code === 'number' ? envelope.code : request.status,
            message,
            request.status,
          ),
        );
        return;
      }
      resolve(parsed.data);
    });
    signal?.addEventListener('abort', () => request.abort(), { once: true });
    request.send(body);
  });
}

/** Uploads one image for an agent. */
export function uploadImage(file: File): Promise<ImageUpload> {
  const body = new FormData();
  body.set(IMAGE_UPLOAD.field, file);
  return sendForm(IMAGE_UPLOAD.path, body, imageUploadSchema);
}

/** Uploads one document into a knowledge base; the answer is the document, processing. */
export function uploadKnowledgeDocument(
  baseId: string,
  file: File,
  options: { onProgress?: (percent: number) => void; signal?: AbortSignal } = {},
): Promise<KnowledgeDocument> {
  const body = new FormData();
  body.set(KNOWLEDGE_UPLOAD.field, file);
  const path = KNOWLEDGE_UPLOAD.path.replace(':id', encodeURIComponent(baseId));
  return sendForm(path, body, knowledgeDocumentSchema, options);
}

/** Downloads the filtered orders as the server's CSV file. */
export async function downloadOrdersCsv(query: Record<string, string>): Promise<void> {
  const search = new URLSearchParams(query).toString();
  let response: Response;
  try {
    response = await fetch(`${ORDER_EXPORT_PATH}${search ? `?${search}` : ''}`, {
      headers: callHeaders(),
    });
  } catch {
    throw new ApiError(NETWORK_ERROR, NETWORK_ERROR_MESSAGE);
  }
  if (response.status === 401 || response.status === 403) handleUnauthorized();
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { msg?: unknown } | null;
    const message = typeof body?.msg === 'string' && body.msg ? body.msg : NETWORK_ERROR_MESSAGE;
    throw new ApiError(response.status, message, response.status);
  }
  const name =
    /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ??
    'orders.csv';
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
