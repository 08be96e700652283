/// <reference lib="webworker" />
import './worker-globals.ts';
import { NETWORK_ERROR_MESSAGE, UPLOAD_FILE_ID_HEADER } from '@hookline/domain';
import { Upload, type DetailedError, type HttpResponse } from 'tus-js-client';
import type { FromUploadWorker, ToUploadWorker } from './upload-messages.ts';

/*
 * The upload worker (DESIGN.md, "Front end"): runs each file's tus upload off the page's thread, with the
 * session's token on every request, and reports the spec's states back to the page.
 */

declare const self: DedicatedWorkerGlobalScope;

/** Parts of 8 MB: a failed part is sent again, not the whole file. */
const CHUNK_SIZE = 8 * 1024 * 1024;
const RETRY_DELAYS = [0, 1000, 3000, 5000, 10000];
/** Progress is reported at most this often. */
const PROGRESS_EVERY_MS = 150;

const uploads = new Map<string, Upload>();
let token: string | null = null;
/** While the page renews the session after a 401, requests wait for the new token. */
let tokenWaiters: ((token: string | null) => void)[] | null = null;

const post = (message: FromUploadWorker) => self.postMessage(message);

function waitForToken(): Promise<string | null> {
  if (tokenWaiters === null) {
    tokenWaiters = [];
    post({ type: 'token-expired' });
  }
  const waiters = tokenWaiters;
  return new Promise((resolve) => waiters.push(resolve));
}

/** The server's words and code from a JSON error body (`{message, code}`), else a status's plain meaning. */
function failureOf(error: Error | DetailedError): { message: string; code: string | null } {
  const response: HttpResponse | null = 'originalResponse' in error ? error.originalResponse : null;
  if (!response) return { message: NETWORK_ERROR_MESSAGE, code: null };
  try {
    const body = JSON.parse(response.getBody()) as { message?: unknown; code?: unknown };
    if (typeof body.message === 'string' && body.message.trim() !== '') {
      return { message: body.message, code: typeof body.code === 'string' ? body.code : null };
    }
  } catch {
    // Not JSON: fall through to the status.
  }
  const status = response.getStatus();
  return {
    message: status === 0 ? NETWORK_ERROR_MESSAGE : `The upload failed (${status}). Please try again.`,
    code: null,
  };
}

function start(message: Extract<ToUploadWorker, { type: 'start' }>): void {
  const { id, file, endpoint, metadata } = message;
  const withAccount = message.token !== null;
  if (withAccount) token = message.token;
  let fileId: string | null = null;
  let lastProgress = 0;
  let renewedAfter401 = false;

  const upload = new Upload(file, {
    endpoint,
    metadata,
    chunkSize: CHUNK_SIZE,
    retryDelays: RETRY_DELAYS,
    storeFingerprintForResuming: false,
    removeFingerprintOnSuccess: true,
    async onBeforeRequest(request) {
      if (!withAccount) return;
      const current = tokenWaiters === null ? token : await waitForToken();
      if (current) request.setHeader('Authorization', `Bearer ${current}`);
    },
    onAfterResponse(request, response) {
      const created = request.getMethod() === 'POST' && response.getStatus() === 201;
      if (created) post({ type: 'created', id });
      fileId = response.getHeader(UPLOAD_FILE_ID_HEADER) || fileId;
    },
    onShouldRetry(error, _attempt, options) {
      const status = error.originalResponse?.getStatus() ?? 0;
      if (status === 401 && withAccount && !renewedAfter401) {
        renewedAfter401 = true;
        void waitForToken();
        return true;
      }
      const transient = status === 0 || status >= 500 || status === 409 || status === 423;
      const online = typeof navigator === 'undefined' || navigator.onLine;
      return transient && online && options.retryDelays !== null;
    },
    onProgress(bytesSent, bytesTotal) {
      const now = Date.now();
      if (bytesSent < bytesTotal && now - lastProgress < PROGRESS_EVERY_MS) return;
      lastProgress = now;
      post({ type: 'progress', id, bytesSent, bytesTotal });
    },
    onSuccess({ lastResponse }) {
      uploads.delete(id);
      post({ type: 'completed', id, fileId: lastResponse.getHeader(UPLOAD_FILE_ID_HEADER) || fileId });
    },
    onError(error) {
      uploads.delete(id);
      post({ type: 'failed', id, ...failureOf(error) });
    },
  });
  uploads.set(id, upload);
  upload.start();
}

self.addEventListener('message', (event: MessageEvent<ToUploadWorker>) => {
  const message = event.data;
  switch (message.type) {
    case 'start':
      start(message);
      break;
    case 'cancel': {
      const upload = uploads.get(message.id);
      uploads.delete(message.id);
      // Ends the upload on the server too, so its bytes don't wait there.
      void upload?.abort(true).catch(() => undefined);
      break;
    }
    case 'token': {
      token = message.token;
      const waiters = tokenWaiters ?? [];
      tokenWaiters = null;
      for (const resolve of waiters) resolve(message.token);
      break;
    }
  }
});
