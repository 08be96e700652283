import { describe, expect, it } from 'vitest';
import {
  uploadPercent,
  uploadQueueReducer,
  uploadStateLabel,
  uploadSummary,
  uploadsToStart,
  type UploadEvent,
  type UploadQueue,
} from './upload-queue.ts';

const destination = { kind: 'drive' as const, workspaceId: 'ws-1', folderId: 'ws-1' };
const added = (...names: string[]): UploadEvent => ({
  type: 'added',
  at: 1,
  items: names.map((name) => ({ id: name, name, size: 1000, kind: 'image', destination })),
});
const run = (events: UploadEvent[], start: UploadQueue = []) => events.reduce(uploadQueueReducer, start);

describe('the upload queue', () => {
  it('goes through the spec’s states in order', () => {
    let queue = run([added('a.png')]);
    expect(queue[0]?.state).toBe('upload initiated');
    queue = run(
      [
        { type: 'started', id: 'a.png' },
        { type: 'created', id: 'a.png' },
      ],
      queue,
    );
    expect(queue[0]?.state).toBe('multipart upload');
    queue = run([{ type: 'progress', id: 'a.png', bytesSent: 450, bytesTotal: 1000 }], queue);
    expect(queue[0]?.state).toBe('multipart upload progress');
    expect(uploadStateLabel(queue[0]!)).toBe('Multipart upload progress 45%');
    queue = run([{ type: 'completed', id: 'a.png', fileId: 'file-9' }], queue);
    expect(queue[0]).toMatchObject({ state: 'upload completed', running: false, fileId: 'file-9' });
    expect(uploadPercent(queue[0]!)).toBe(100);
  });

  it('fails with the server’s message, and Retry waits for a slot again', () => {
    let queue = run([added('a.png'), { type: 'started', id: 'a.png' }]);
    queue = run([{ type: 'failed', id: 'a.png', message: 'Storage is full' }], queue);
    expect(queue[0]).toMatchObject({ state: 'error', error: 'Storage is full', running: false });
    expect(uploadsToStart(queue, 3)).toEqual([]);
    queue = run([{ type: 'retried', id: 'a.png' }], queue);
    expect(queue[0]).toMatchObject({ state: 'upload initiated', error: null, bytesSent: 0 });
    expect(uploadsToStart(queue, 3).map((item) => item.id)).toEqual(['a.png']);
  });

  it('starts at most `concurrency` at once, oldest first', () => {
    let queue = run([added('a', 'b', 'c', 'd')]);
    expect(uploadsToStart(queue, 2).map((item) => item.id)).toEqual(['a', 'b']);
    queue = run(
      [
        { type: 'started', id: 'a' },
        { type: 'started', id: 'b' },
      ],
      queue,
    );
    expect(uploadsToStart(queue, 2)).toEqual([]);
    queue = run([{ type: 'completed', id: 'a', fileId: null }], queue);
    expect(uploadsToStart(queue, 2).map((item) => item.id)).toEqual(['c']);
  });

  it('drops a cancelled upload, and ignores late events about it', () => {
    let queue = run([added('a', 'b'), { type: 'started', id: 'a' }, { type: 'cancelled', id: 'a' }]);
    expect(queue.map((item) => item.id)).toEqual(['b']);
    queue = run([{ type: 'progress', id: 'a', bytesSent: 10, bytesTotal: 1000 }], queue);
    expect(queue.map((item) => item.id)).toEqual(['b']);
  });

  it('ignores progress for an upload that is not running', () => {
    const queue = run([added('a'), { type: 'progress', id: 'a', bytesSent: 10, bytesTotal: 1000 }]);
    expect(queue[0]?.state).toBe('upload initiated');
  });

  it('clears finished uploads and sums up the rest', () => {
    let queue = run([
      added('a', 'b', 'c'),
      { type: 'started', id: 'a' },
      { type: 'completed', id: 'a', fileId: 'f' },
      { type: 'started', id: 'b' },
      { type: 'failed', id: 'b', message: 'Network Error' },
      { type: 'started', id: 'c' },
      { type: 'progress', id: 'c', bytesSent: 500, bytesTotal: 1000 },
    ]);
    expect(uploadSummary(queue)).toEqual({ total: 3, active: 1, completed: 1, failed: 1, percent: 50 });
    queue = run([{ type: 'cleared' }], queue);
    expect(queue.map((item) => item.id)).toEqual(['b', 'c']);
  });
});
