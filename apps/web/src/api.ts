/**
 * The app's main-service client. A 401/403 on a call that needs a session clears the stored
 * auth, saves the page (unless on login, register, 404 or error paths) and opens the login
 * dialog; the client makes sure that happens at most once a second.
 */

import {
  ApiError,
  createApiClient,
  IMAGE_UPLOAD,
  type ImageUpload,
  imageUploadSchema,
  NETWORK_ERROR,
  NETWORK_ERROR_MESSAGE,
  ORDER_EXPORT_PATH,
} from '@legion/api';
import { apiLanguage, isLocale } from '@legion/ui';
import { i18n } from './i18n.ts';
import { loginDialogOpenAtom, signedOutAtom } from './state/auth.ts';
import { isNoLoginPath, savePageState } from './state/page-state.ts';
import { appStore } from './state/store.ts';
import { clearStoredAuth, readStoredToken } from './state/stored-auth.ts';

export function handleUnauthorized() {
  clearStoredAuth();
  appStore.set(signedOutAtom);
  const { pathname, search } = window.location;
  if (isNoLoginPath(pathname)) return;
  savePageState(pathname, search);
  appStore.set(loginDialogOpenAtom, true);
}

export const api = createApiClient({
  getToken: readStoredToken,
  getLanguage: () => apiLanguage(isLocale(i18n.locale) ? i18n.locale : 'zh-CN'),
  onUnauthorized: handleUnauthorized,
});

/**
 * Uploads one image for an agent (multipart, not JSON, so not through `api.call`) with the
 * same headers and the same handling of answers as every other call.
 */
export async function uploadImage(file: File): Promise<ImageUpload> {
  const body = new FormData();
  body.set(IMAGE_UPLOAD.field, file);
  let response: Response;
  try {
    response = await fetch(IMAGE_UPLOAD.path, { method: 'POST', body, headers: callHeaders() });
  } catch {
    throw new ApiError(NETWORK_ERROR, NETWORK_ERROR_MESSAGE);
  }
  const envelope = (await response.json().catch(() => null)) as {
    code?: unknown;
    data?: unknown;
    msg?: unknown;
  } | null;
  const message =
    typeof envelope?.msg === 'string' && envelope.msg ? envelope.msg : NETWORK_ERROR_MESSAGE;
  if (response.status === 401) handleUnauthorized();
  const parsed = imageUploadSchema.safeParse(envelope?.data);
  if (!response.ok || envelope?.code !== 0 || !parsed.success) {
    throw new ApiError(
      typeof envelope?.code === 'number' ? envelope.code : response.status,
      message,
      response.status,
    );
  }
  return parsed.data;
}

/** the request headers every call carries: bearer token and language (SPEC §7) */
function callHeaders(): Record<string, string> {
  const language = apiLanguage(isLocale(i18n.locale) ? i18n.locale : 'zh-CN');
  const token = readStoredToken();
  return {
    'Accept-Language': language === 'en' ? 'en' : 'zh-CN,zh',
    'X-Language': language,
    ...(token ? { Authorization: `Bearer ${token}` } : {}),
  };
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
