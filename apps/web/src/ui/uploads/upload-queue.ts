import type { DriveMediaKind, UploadState } from '@hookline/domain';

/**
 * The upload tray's list as a state machine over the spec's upload states (section 3): each file starts as
 * 'upload initiated', becomes 'multipart upload' once the server has created its upload, 'multipart upload
 * progress' as bytes go, then 'upload completed' or 'error' (which Retry starts again). Cancelling takes
 * a file off the list. Pure: the upload store runs it and the worker feeds it events.
 */

/** Where a file goes: a folder of a workspace (the workspace's id for its root), or a file-collect link. */
export type UploadDestination =
  | {
      kind: 'drive';
      workspaceId: string;
      folderId: string;
      /** Adds the upload as a new version of this file. */
      fileId?: string;
    }
  | { kind: 'file-collect'; linkId: string; uploaderName?: string };

export interface UploadItem {
  id: string;
  name: string;
  size: number;
  kind: DriveMediaKind;
  destination: UploadDestination;
  state: UploadState;
  /** True from the moment the worker takes the file until it finishes, fails or is cancelled. */
  running: boolean;
  bytesSent: number;
  /** The file the upload made (or added a version to), once complete. */
  fileId: string | null;
  error: string | null;
  /** The server's code for the error (`PLAN_LIMIT_REACHED` opens the limit dialog); null without one. */
  errorCode: string | null;
  /** When the file was added, for the tray's order. */
  addedAt: number;
}

export type UploadEvent =
  | {
      type: 'added';
      items: Pick<UploadItem, 'id' | 'name' | 'size' | 'kind' | 'destination'>[];
      at: number;
    }
  | { type: 'started'; id: string }
  | { type: 'created'; id: string }
  | { type: 'progress'; id: string; bytesSent: number; bytesTotal: number }
  | { type: 'completed'; id: string; fileId: string | null }
  | { type: 'failed'; id: string; message: string; code?: string | null }
  | { type: 'retried'; id: string }
  | { type: 'cancelled'; id: string }
  | { type: 'cleared' };

export type UploadQueue = readonly UploadItem[];

function update(
  queue: UploadQueue,
  id: string,
  change: (item: UploadItem) => UploadItem | null,
): UploadQueue {
  const next: UploadItem[] = [];
  for (const item of queue) {
    if (item.id !== id) next.push(item);
    else {
      const changed = change(item);
      if (changed) next.push(changed);
    }
  }
  return next;
}

/** Only a running upload moves forward; an event for one cancelled or finished meanwhile is dropped. */
const whileRunning = (change: (item: UploadItem) => UploadItem) => (item: UploadItem) =>
  item.running ? change(item) : item;

export function uploadQueueReducer(queue: UploadQueue, event: UploadEvent): UploadQueue {
  switch (event.type) {
    case 'added':
      return [
        ...queue,
        ...event.items.map((item): UploadItem => ({
          ...item,
          state: 'upload initiated',
          running: false,
          bytesSent: 0,
          fileId: null,
          error: null,
          errorCode: null,
          addedAt: event.at,
        })),
      ];
    case 'started':
      return update(queue, event.id, (item) =>
        item.state === 'upload initiated' && !item.running ? { ...item, running: true } : item,
      );
    case 'created':
      return update(
        queue,
        event.id,
        whileRunning((item) => ({ ...item, state: 'multipart upload' })),
      );
    case 'progress':
      return update(
        queue,
        event.id,
        whileRunning((item) => ({
          ...item,
          state: 'multipart upload progress',
          bytesSent: Math.min(event.bytesSent, event.bytesTotal),
          size: event.bytesTotal > 0 ? event.bytesTotal : item.size,
        })),
      );
    case 'completed':
      return update(
        queue,
        event.id,
        whileRunning((item) => ({
          ...item,
          state: 'upload completed',
          running: false,
          bytesSent: item.size,
          fileId: event.fileId,
          error: null,
          errorCode: null,
        })),
      );
    case 'failed':
      return update(
        queue,
        event.id,
        whileRunning((item) => ({
          ...item,
          state: 'error',
          running: false,
          error: event.message,
          errorCode: event.code ?? null,
        })),
      );
    case 'retried':
      return update(queue, event.id, (item) =>
        item.state === 'error'
          ? { ...item, state: 'upload initiated', running: false, bytesSent: 0, error: null, errorCode: null }
          : item,
      );
    case 'cancelled':
      return update(queue, event.id, () => null);
    case 'cleared':
      return queue.filter((item) => item.state !== 'upload completed');
  }
}

/** The waiting uploads to start now, oldest first, so that at most `concurrency` run at once. */
export function uploadsToStart(queue: UploadQueue, concurrency: number): UploadItem[] {
  const running = queue.filter((item) => item.running).length;
  const free = Math.max(0, concurrency - running);
  return queue.filter((item) => item.state === 'upload initiated' && !item.running).slice(0, free);
}

/** 0 to 100, for the tray's bar and its words. */
export function uploadPercent(item: UploadItem): number {
  if (item.state === 'upload completed') return 100;
  if (item.size <= 0) return 0;
  return Math.min(100, Math.floor((item.bytesSent / item.size) * 100));
}

/** The tray's heading numbers. */
export function uploadSummary(queue: UploadQueue) {
  const count = (state: UploadState) => queue.filter((item) => item.state === state).length;
  const completed = count('upload completed');
  const failed = count('error');
  const active = queue.length - completed - failed;
  const totalBytes = queue.reduce((sum, item) => sum + item.size, 0);
  const sentBytes = queue.reduce(
    (sum, item) => sum + (item.state === 'upload completed' ? item.size : item.bytesSent),
    0,
  );
  return {
    total: queue.length,
    active,
    completed,
    failed,
    percent: totalBytes > 0 ? Math.floor((sentBytes / totalBytes) * 100) : 0,
  };
}

/** How the tray names a state: the spec's name, capitalised, with the percentage while bytes go. */
export function uploadStateLabel(item: UploadItem): string {
  const name = `${item.state.charAt(0).toUpperCase()}${item.state.slice(1)}`;
  return item.state === 'multipart upload progress' ? `${name} ${uploadPercent(item)}%` : name;
}
