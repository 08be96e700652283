import { DRIVE_UPLOAD_MESSAGES, LIMIT_REACHED_TITLE } from '@hookline/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../test/render.tsx';
import { UploadTray } from './UploadTray.tsx';
import { uploadQueueReducer, type UploadEvent } from './upload-queue.ts';

const destination = { kind: 'drive' as const, workspaceId: 'ws-1', folderId: 'ws-1' };
const full = DRIVE_UPLOAD_MESSAGES.storageFull(30);
const queue = (
  [
    {
      type: 'added',
      at: 1,
      items: [
        { id: 'u-1', name: 'hero.png', size: 2048, kind: 'image', destination },
        { id: 'u-2', name: 'teaser.mp4', size: 4096, kind: 'video', destination },
      ],
    },
    { type: 'started', id: 'u-1' },
    { type: 'failed', id: 'u-1', message: full, code: 'PLAN_LIMIT_REACHED' },
    { type: 'started', id: 'u-2' },
  ] satisfies UploadEvent[]
).reduce(uploadQueueReducer, []);

describe('the upload tray', () => {
  it('opens the limit dialog once for a storage refusal, and keeps the refusal and Retry on its row', async () => {
    const onRetry = vi.fn();
    const onCancel = vi.fn();
    renderInApp(<UploadTray queue={queue} onCancel={onCancel} onRetry={onRetry} onClear={vi.fn()} />);
    const dialog = await screen.findByRole('dialog', { name: LIMIT_REACHED_TITLE });
    expect(within(dialog).getByText(full)).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    const tray = screen.getByRole('region', { name: 'Uploads' });
    expect(within(tray).getByText('Uploading 1 of 2 files · 0%')).toBeTruthy();
    expect(within(tray).getByText(full)).toBeTruthy();
    await userEvent.click(within(tray).getByRole('button', { name: 'Retry hero.png' }));
    expect(onRetry).toHaveBeenCalledWith('u-1');
    await userEvent.click(within(tray).getByRole('button', { name: 'Cancel teaser.mp4' }));
    expect(onCancel).toHaveBeenCalledWith('u-2');
  });
});
