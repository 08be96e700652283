import { useSyncExternalStore } from 'react';
import { DRIVE_KEYS } from '../../../api/drive-api.ts';
import { tokenStore } from '../../../api/index.ts';
import { uploadsApi } from '../../../api/uploads-api.ts';
import { mediaKindOf, refusalMessage, sortOutFiles } from '../../../ui/uploads/accepted-files.ts';
import { readResolution } from '../../../ui/media-resolution.ts';
import { toast } from '../../../ui/toasts.ts';
import { queryClient } from '../query-client.ts';
import type { FromUploadWorker, ToUploadWorker } from './upload-messages.ts';
import {
  uploadQueueReducer,
  uploadsToStart,
  type UploadDestination,
  type UploadEvent,
  type UploadItem,
  type UploadQueue,
} from '../../../ui/uploads/upload-queue.ts';

/*
 * The upload queue of the page: one list for the whole app, outside React, so that uploads go on while the
 * user moves between screens. The files are kept here, the bytes are sent by the upload worker, and what
 * the worker reports moves the queue's state machine.
 */

/** Files sent at the same time. */
const CONCURRENCY = 3;
/** Lists are read again at most this often while a batch completes. */
const REFRESH_AFTER_MS = 700;

const files = new Map<string, File>();
const listeners = new Set<() => void>();
const completionListeners = new Set<(item: UploadItem) => void>();
let queue: UploadQueue = [];
let worker: Worker | null = null;
let nextId = 0;

function emit(): void {
  for (const listener of listeners) listener();
}

function send(message: ToUploadWorker): void {
  uploadWorker().postMessage(message);
}

function uploadWorker(): Worker {
  if (worker) return worker;
  const created = new Worker(new URL('./upload.worker.ts', import.meta.url), {
    type: 'module',
    name: 'uploads',
  });
  created.addEventListener('message', (event: MessageEvent<FromUploadWorker>) => onWorkerMessage(event.data));
  created.addEventListener('error', () => {
    // The worker itself failed (it could not load): every running upload fails, and Retry starts a new one.
    worker = null;
    for (const item of queue.filter((candidate) => candidate.running)) {
      dispatch({ type: 'failed', id: item.id, message: 'The upload could not start. Please try again.' });
    }
  });
  tokenStore.subscribe(() => created.postMessage({ type: 'token', token: tokenStore.get()?.token ?? null }));
  worker = created;
  return created;
}

function onWorkerMessage(message: FromUploadWorker): void {
  if (message.type === 'token-expired') {
    // The session is renewed when it can be; the worker then goes on with the token there is.
    void uploadsApi
      .renewSession()
      .finally(() => send({ type: 'token', token: tokenStore.get()?.token ?? null }));
    return;
  }
  dispatch(message);
}

function dispatch(event: UploadEvent): void {
  const before = queue;
  queue = uploadQueueReducer(queue, event);
  if (queue === before) return;
  if (event.type === 'completed') {
    const item = queue.find((candidate) => candidate.id === event.id);
    files.delete(event.id);
    if (item) afterCompletion(item);
  }
  if (event.type === 'cancelled') files.delete(event.id);
  if (event.type === 'cleared') {
    for (const id of [...files.keys()]) if (!queue.some((item) => item.id === id)) files.delete(id);
  }
  emit();
  if (event.type !== 'started' && event.type !== 'progress' && event.type !== 'created') pump();
}

function endpointOf(destination: UploadDestination): string {
  return destination.kind === 'drive'
    ? uploadsApi.assetsEndpoint
    : uploadsApi.fileCollectEndpoint(destination.linkId);
}

function metadataOf(item: UploadItem, resolution: string | null): Record<string, string> {
  const { destination } = item;
  const metadata: Record<string, string> = { filename: item.name, source: 'web' };
  if (resolution) metadata['resolution'] = resolution;
  if (destination.kind === 'drive') {
    metadata['workspaceId'] = destination.workspaceId;
    metadata['folderId'] = destination.folderId;
    if (destination.fileId) metadata['fileId'] = destination.fileId;
  } else {
    metadata['fileCollectId'] = destination.linkId;
    if (destination.uploaderName) metadata['uploaderName'] = destination.uploaderName;
  }
  return metadata;
}

async function begin(item: UploadItem): Promise<void> {
  const file = files.get(item.id);
  if (!file) {
    dispatch({
      type: 'failed',
      id: item.id,
      message: 'The file is no longer available. Please pick it again.',
    });
    return;
  }
  const resolution = await readResolution(file, item.kind);
  // Cancelled while its size was read.
  if (!queue.some((candidate) => candidate.id === item.id && candidate.running)) return;
  send({
    type: 'start',
    id: item.id,
    file,
    endpoint: endpointOf(item.destination),
    metadata: metadataOf(item, resolution),
    token: item.destination.kind === 'drive' ? (tokenStore.get()?.token ?? null) : null,
  });
}

function pump(): void {
  for (const item of uploadsToStart(queue, CONCURRENCY)) {
    dispatch({ type: 'started', id: item.id });
    void begin(item);
  }
}

// ---------- What a completed upload changes ----------

const staleFolders = new Map<string, Set<string>>();
const staleFiles = new Set<string>();
let refreshTimer: ReturnType<typeof setTimeout> | null = null;

function refreshLists(): void {
  refreshTimer = null;
  for (const [workspaceId, folderIds] of staleFolders) {
    for (const folderId of folderIds) {
      void queryClient.invalidateQueries({ queryKey: DRIVE_KEYS.items(workspaceId, folderId) });
    }
    void queryClient.invalidateQueries({ queryKey: DRIVE_KEYS.library(workspaceId) });
    void queryClient.invalidateQueries({ queryKey: DRIVE_KEYS.tree(workspaceId) });
  }
  for (const fileId of staleFiles) void queryClient.invalidateQueries({ queryKey: DRIVE_KEYS.file(fileId) });
  void queryClient.invalidateQueries({ queryKey: ['drive', 'usage'] });
  staleFolders.clear();
  staleFiles.clear();
}

function afterCompletion(item: UploadItem): void {
  for (const listener of completionListeners) listener(item);
  const { destination } = item;
  if (destination.kind !== 'drive') return;
  const folders = staleFolders.get(destination.workspaceId) ?? new Set<string>();
  folders.add(destination.folderId);
  staleFolders.set(destination.workspaceId, folders);
  if (destination.fileId) staleFiles.add(destination.fileId);
  refreshTimer ??= setTimeout(refreshLists, REFRESH_AFTER_MS);
}

// Closing the tab would end the uploads still going: the browser asks first.
if (typeof window !== 'undefined') {
  window.addEventListener('beforeunload', (event) => {
    if (queue.some((item) => item.state !== 'upload completed' && item.state !== 'error')) {
      event.preventDefault();
    }
  });
}

// ---------- The queue's public face ----------

export interface EnqueueResult {
  /** The ids of the uploads added. */
  ids: string[];
  /** What was refused, as told to the user; null when nothing was. */
  refusal: string | null;
}

/**
 * Adds files to the queue for `destination`. Files of other types, empty or over the size limit are refused
 * before anything is sent, and the user is told which (an error toast, unless `quiet`).
 */
export function enqueueUploads(
  picked: readonly File[],
  destination: UploadDestination,
  options: { quiet?: boolean } = {},
): EnqueueResult {
  const { accepted, refused } = sortOutFiles(picked);
  const refusal = refusalMessage(refused);
  if (refusal && !options.quiet) toast.error(refusal, { autoClose: 10_000 });
  const items = accepted.map((file) => {
    nextId += 1;
    const id = `upload-${Date.now().toString(36)}-${nextId}`;
    files.set(id, file);
    return { id, name: file.name, size: file.size, kind: mediaKindOf(file.name) ?? 'image', destination };
  });
  if (items.length > 0) dispatch({ type: 'added', items, at: Date.now() });
  return { ids: items.map((item) => item.id), refusal };
}

/** Uploads `file` as a new version of `fileId` (the studio's "Upload new version"). */
export function enqueueNewVersion(
  file: File,
  target: { workspaceId: string; folderId: string; fileId: string },
): EnqueueResult {
  return enqueueUploads([file], { kind: 'drive', ...target });
}

export function retryUpload(id: string): void {
  dispatch({ type: 'retried', id });
}

export function cancelUpload(id: string): void {
  const item = queue.find((candidate) => candidate.id === id);
  if (item?.running) send({ type: 'cancel', id });
  dispatch({ type: 'cancelled', id });
}

/** Takes the completed uploads off the tray. */
export function clearCompletedUploads(): void {
  dispatch({ type: 'cleared' });
}

/** What the upload tray and the launch wizard's list do to a row. */
export const uploadActions = {
  onCancel: cancelUpload,
  onRetry: retryUpload,
  onClear: clearCompletedUploads,
};

/** Calls `listener` with each upload as it completes; answers the function that stops it. */
export function onUploadCompleted(listener: (item: UploadItem) => void): () => void {
  completionListeners.add(listener);
  return () => completionListeners.delete(listener);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const snapshot = () => queue;

/** The queue, re-rendering as it changes. */
export function useUploadQueue(): UploadQueue {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}
