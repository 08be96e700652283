import { vi } from 'vitest';
import type { FromUploadWorker, ToUploadWorker } from '../app/session/uploads/upload-messages.ts';
import { cancelUpload } from '../app/session/uploads/upload-store.ts';

type StartMessage = Extract<ToUploadWorker, { type: 'start' }>;

/**
 * The upload worker's stand-in for component tests: the upload queue talks to it through the same messages
 * (upload-messages.ts) as to the real one, which sends the bytes with tus. A test reads what was started or
 * cancelled and answers as the worker would: created, progress, completed, failed.
 */
class FakeUploadWorker extends EventTarget {
  constructor() {
    super();
    fakeUploadWorker.instance = this;
  }

  postMessage(message: ToUploadWorker): void {
    if (message.type === 'start') fakeUploadWorker.started.push(message);
    if (message.type === 'cancel') fakeUploadWorker.cancelled.push(message.id);
  }

  terminate(): void {}
}

export const fakeUploadWorker = {
  instance: null as FakeUploadWorker | null,
  started: [] as StartMessage[],
  cancelled: [] as string[],
  /** Answers as the worker would. */
  report(message: FromUploadWorker): void {
    if (!this.instance) throw new Error('No upload has started the upload worker yet');
    this.instance.dispatchEvent(new MessageEvent('message', { data: message }));
  },
  /** The start message of the upload of `filename`. */
  startOf(filename: string): StartMessage {
    const start = this.started.find((message) => message.metadata['filename'] === filename);
    if (!start) throw new Error(`No upload of ${filename} was started`);
    return start;
  },
};

const createObjectURL = Object.getOwnPropertyDescriptor(URL, 'createObjectURL');

/**
 * Puts the stand-in where the upload queue makes its worker; the queue keeps the first one it made. jsdom
 * decodes no image or video, so the page is also told it can't read a file's size (as with a file the browser
 * can't open): the upload goes at once, without a resolution, instead of after the 5 s the reading may take.
 */
export function fakeTheUploadWorker(): void {
  vi.stubGlobal('Worker', FakeUploadWorker);
  Object.defineProperty(URL, 'createObjectURL', { value: undefined, configurable: true, writable: true });
}

/** Ends every upload a test started, so the app-wide queue is empty for the next one. */
export function endFakeUploads(): void {
  for (const message of fakeUploadWorker.started) cancelUpload(message.id);
  fakeUploadWorker.started = [];
  fakeUploadWorker.cancelled = [];
  if (createObjectURL) Object.defineProperty(URL, 'createObjectURL', createObjectURL);
}
