import { NETWORK_ERROR_MESSAGE, REQUEST_CANCELED_MESSAGE } from '@hookline/domain';
import { toast } from '../ui/toasts.ts';
import { ApiError, CLIENT_ERROR_CODES } from './api-error.ts';
import { http } from './client.ts';
import { codeFromErrorBody, messageFromErrorBody } from './error-message.ts';
import { SERVICE_BASE_PATHS } from './services.ts';
import { tokenStore } from './token-store.ts';

/** The file name a `Content-Disposition` header gives, the UTF-8 form first; undefined when it gives none. */
export function filenameFromDisposition(header: string | null): string | undefined {
  if (!header) return undefined;
  const encoded = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(header)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded.trim());
    } catch {
      // A malformed escape: fall back to the plain name.
    }
  }
  return /filename\s*=\s*"([^"]*)"/i.exec(header)?.[1] ?? /filename\s*=\s*([^;]+)/i.exec(header)?.[1]?.trim();
}

/** Hands a blob to the browser as a download named `name`. */
export function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the blob once the click's task is over.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

async function errorOf(response: Response): Promise<ApiError> {
  let body: unknown;
  try {
    body = (await response.json()) as unknown;
  } catch {
    body = undefined;
  }
  return new ApiError({
    message: messageFromErrorBody(body, response.status),
    status: response.status,
    code: codeFromErrorBody(body, CLIENT_ERROR_CODES.unknown),
  });
}

/**
 * Downloads a main-service path that needs the session (a file, a zip) and saves it under the name the
 * server gives, else `fallbackName`. A download can't carry a header when the browser follows a link, so
 * it is fetched with the token, then saved. An expired token is renewed once through the HTTP client.
 * Failures toast as every call's do (spec section 8) and are thrown.
 */
export async function downloadWithSession(path: string, fallbackName: string, signal?: AbortSignal) {
  const url = `${SERVICE_BASE_PATHS.main}${path}`;
  const send = () =>
    fetch(url, {
      headers: { Authorization: `Bearer ${tokenStore.get()?.token ?? ''}` },
      signal,
    });
  let response: Response;
  try {
    response = await send();
    if (response.status === 401) {
      // A call through the client renews the token when it can; then the download is tried once more.
      await http.auth.get('userinfo', { silent: true }).catch(() => undefined);
      response = await send();
    }
  } catch {
    if (signal?.aborted) {
      throw new ApiError({
        message: REQUEST_CANCELED_MESSAGE,
        status: 0,
        code: CLIENT_ERROR_CODES.canceled,
        canceled: true,
      });
    }
    toast.error(NETWORK_ERROR_MESSAGE);
    throw new ApiError({ message: NETWORK_ERROR_MESSAGE, status: 0, code: CLIENT_ERROR_CODES.network });
  }
  if (!response.ok) {
    const error = await errorOf(response);
    toast.error(error.message);
    throw error;
  }
  const name = filenameFromDisposition(response.headers.get('content-disposition')) ?? fallbackName;
  saveBlob(await response.blob(), name);
  return { name };
}
