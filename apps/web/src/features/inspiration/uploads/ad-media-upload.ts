import { NETWORK_ERROR_MESSAGE } from '@hookline/domain';
import { Upload, type DetailedError, type HttpResponse } from 'tus-js-client';
import { tokenStore } from '../../../api/index.ts';
import { uploadsApi } from '../../../api/uploads-api.ts';
import { readResolution } from '../../../ui/media-resolution.ts';
import { adMediaKindOf } from './ad-media-files.ts';

/** Parts of 8 MB: a failed part is sent again, not the whole file. */
const CHUNK_SIZE = 8 * 1024 * 1024;
const RETRY_DELAYS = [0, 1000, 3000, 5000];

/** Where an image or video of a saved ad goes: the ad, in its board. */
export interface AdMediaTarget {
  workspaceId: string;
  folderId: string;
  fileId: string;
}

/** The server's words from a JSON error body (`{message, code}`), else a status's plain meaning. */
function messageOf(error: Error | DetailedError): string {
  const response: HttpResponse | null = 'originalResponse' in error ? error.originalResponse : null;
  if (!response) return NETWORK_ERROR_MESSAGE;
  try {
    const body = JSON.parse(response.getBody()) as { message?: unknown };
    if (typeof body.message === 'string' && body.message.trim() !== '') return body.message;
  } catch {
    // Not JSON: fall through to the status.
  }
  const status = response.getStatus();
  return status === 0 ? NETWORK_ERROR_MESSAGE : `The upload failed (${status}). Please try again.`;
}

/**
 * Uploads one image or video of a saved ad through tus (`product=inspiration`, the ad's `fileId`), with the
 * session's token. It runs on the page rather than in the Creative Hub's upload worker: the upload dialog
 * stays open while its few files go, and closing it is the user's way to stop them. Resolves when the
 * server has the file; rejects with the server's words. `signal` aborts it.
 */
export async function uploadAdMedia(input: {
  file: File;
  target: AdMediaTarget;
  onProgress: (sent: number, total: number) => void;
  signal: AbortSignal;
}): Promise<void> {
  const { file, target, onProgress, signal } = input;
  const kind = adMediaKindOf(file.name) ?? 'image';
  const resolution = await readResolution(file, kind);
  const metadata: Record<string, string> = {
    filename: file.name,
    workspaceId: target.workspaceId,
    folderId: target.folderId,
    fileId: target.fileId,
    product: 'inspiration',
    source: 'web',
  };
  if (resolution) metadata['resolution'] = resolution;

  await new Promise<void>((resolve, reject) => {
    /** After a 401, the session's renewal, which the next request waits for. */
    let renewal: Promise<unknown> | null = null;
    const upload = new Upload(file, {
      endpoint: uploadsApi.assetsEndpoint,
      metadata,
      chunkSize: CHUNK_SIZE,
      retryDelays: RETRY_DELAYS,
      storeFingerprintForResuming: false,
      removeFingerprintOnSuccess: true,
      async onBeforeRequest(request) {
        if (renewal) await renewal;
        const token = tokenStore.get()?.token;
        if (token) request.setHeader('Authorization', `Bearer ${token}`);
      },
      onShouldRetry(error, _attempt, options) {
        const status = error.originalResponse?.getStatus() ?? 0;
        if (status === 401 && renewal === null) {
          renewal = uploadsApi.renewSession();
          return true;
        }
        const transient = status === 0 || status >= 500 || status === 409 || status === 423;
        return transient && navigator.onLine && options.retryDelays !== null;
      },
      onProgress: onProgress,
      onSuccess: () => resolve(),
      onError: (error) => reject(new Error(messageOf(error))),
    });
    signal.addEventListener('abort', () => {
      void upload.abort(true).catch(() => undefined);
      reject(new DOMException('The upload was cancelled', 'AbortError'));
    });
    upload.start();
  });
}
