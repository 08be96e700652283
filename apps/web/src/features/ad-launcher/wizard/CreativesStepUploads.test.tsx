import { DRIVE_UPLOAD_MESSAGES, LIMIT_REACHED_TITLE, type DriveFile } from '@hookline/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { stopServingApi, type FakeCall } from '../../../test/fake-api.ts';
import { endFakeUploads, fakeTheUploadWorker, fakeUploadWorker } from '../../../test/fake-upload-worker.ts';
import { LAUNCHER_WORKSPACE, aDriveFile } from '../launcher-fixtures.ts';
import { FOLDERS_NOT_HERE } from './use-creative-uploads.ts';
import { FILES, renderWizard, serve } from './wizard-test-server.tsx';

beforeEach(fakeTheUploadWorker);
afterEach(() => {
  endFakeUploads();
  stopServingApi();
});

const FEED_IMAGE = aDriveFile('f-new-1', 'launch_4x5.jpg', '1080x1350');
const STORY_VIDEO: DriveFile = {
  ...aDriveFile('f-new-2', 'launch_9x16.mp4', '1080x1920'),
  mime: 'video/mp4',
  kind: 'video',
};

const aFile = (name: string, type: string) => new File(['bytes'], name, { type });

/** The hidden input behind "Upload files" (Mantine's FileButton), as the browser's file dialog fills it. */
function fileInput(): HTMLInputElement {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('No file input');
  return input;
}

/** Files dropped from the computer onto the creatives step. */
function drop(target: HTMLElement, files: File[], folders: string[] = []) {
  const entries = [
    ...files.map((file) => ({
      kind: 'file',
      webkitGetAsEntry: () => ({ name: file.name, isDirectory: false }),
    })),
    ...folders.map((name) => ({ kind: 'file', webkitGetAsEntry: () => ({ name, isDirectory: true }) })),
  ];
  const dataTransfer = {
    types: ['Files'],
    files: [...files, ...folders.map((name) => new File([], name))],
    items: entries,
    dropEffect: 'none',
  };
  fireEvent.dragEnter(target, { dataTransfer });
  fireEvent.dragOver(target, { dataTransfer });
  fireEvent.drop(target, { dataTransfer });
}

const draftSaves = (calls: FakeCall[]) =>
  calls.filter((call) => call.path.includes('drafts') && (call.method === 'POST' || call.method === 'PUT'));

describe('Ad Launcher > Launch wizard > uploading creatives', () => {
  it('uploads into the open folder with progress, and picks each file once it is ready to launch', async () => {
    let videoReads = 0;
    let uploaded: DriveFile[] = [];
    const calls = serve({
      routes: {
        'POST assets/folder/ws-1/list-items': () => ({
          body: { folders: [], files: [...FILES, ...uploaded], total: FILES.length + uploaded.length },
        }),
        'GET assets/file/f-new-1': () => ({ body: { ...FEED_IMAGE, thumbGenerationInprogress: true } }),
        'GET assets/file/f-new-2': () => {
          videoReads += 1;
          // The video's poster and size come from its processing, which ends after the first read.
          return {
            body:
              videoReads === 1
                ? { ...STORY_VIDEO, resolution: null, thumbGenerationInprogress: true }
                : STORY_VIDEO,
          };
        },
      },
    });
    renderWizard();
    await screen.findByRole('checkbox', { name: 'summer.jpg' });
    expect(screen.getByText(/go to “Creative Hub”, the folder open above/)).toBeTruthy();

    const button = screen.getByRole('button', { name: 'Upload files' });
    button.focus();
    expect(document.activeElement).toBe(button);
    await userEvent.upload(fileInput(), [
      aFile('launch_4x5.jpg', 'image/jpeg'),
      aFile('launch_9x16.mp4', 'video/mp4'),
    ]);

    await waitFor(() => expect(fakeUploadWorker.started).toHaveLength(2));
    expect(fakeUploadWorker.startOf('launch_4x5.jpg').metadata).toMatchObject({
      filename: 'launch_4x5.jpg',
      workspaceId: 'ws-1',
      folderId: 'ws-1',
      source: 'web',
    });
    expect(fakeUploadWorker.startOf('launch_4x5.jpg').endpoint).toBe('/api/v1/assets/upload');

    const image = fakeUploadWorker.startOf('launch_4x5.jpg').id;
    const video = fakeUploadWorker.startOf('launch_9x16.mp4').id;
    fakeUploadWorker.report({ type: 'created', id: image });
    fakeUploadWorker.report({ type: 'progress', id: image, bytesSent: 2, bytesTotal: 5 });
    const uploads = screen.getByRole('list', { name: 'Uploads' });
    expect(await within(uploads).findByText('Multipart upload progress 40%')).toBeTruthy();
    expect(within(uploads).getByRole('progressbar', { name: 'launch_4x5.jpg: 40%' })).toBeTruthy();
    expect(within(uploads).getByRole('button', { name: 'Cancel launch_9x16.mp4' })).toBeTruthy();

    uploaded = [FEED_IMAGE];
    fakeUploadWorker.report({ type: 'completed', id: image, fileId: 'f-new-1' });
    // An image whose size the browser read is ready at once, while its thumbnail is still being made.
    expect(await within(uploads).findByText('Picked for this launch')).toBeTruthy();
    expect(await screen.findByRole('checkbox', { name: 'launch_4x5.jpg', checked: true })).toBeTruthy();
    expect(screen.getByText(/1 file picked/)).toBeTruthy();

    uploaded = [FEED_IMAGE, STORY_VIDEO];
    fakeUploadWorker.report({ type: 'completed', id: video, fileId: 'f-new-2' });
    expect(await within(uploads).findByText('Getting it ready to launch…')).toBeTruthy();
    expect(screen.getByText(/1 file picked/)).toBeTruthy();
    await waitFor(() => expect(within(uploads).getAllByText('Picked for this launch')).toHaveLength(2), {
      timeout: 6000,
    });
    expect(await screen.findByRole('checkbox', { name: 'launch_9x16.mp4', checked: true })).toBeTruthy();
    expect(screen.getByText(/2 files picked · 1 ad per copy/)).toBeTruthy();

    // Grouped like picked files: one concept, its 4:5 for feeds and its 9:16 for stories and reels.
    const ads = screen.getByRole('list', { name: 'Ads from these files' });
    expect(within(ads).getByText('Feeds: launch_4x5.jpg')).toBeTruthy();
    expect(within(ads).getByText('Stories and reels: launch_9x16.mp4')).toBeTruthy();

    // The draft keeps them.
    await waitFor(
      () => {
        const last = draftSaves(calls).at(-1)?.body as { state: { files: { _id: string }[] } } | undefined;
        expect(last?.state.files.map((file) => file._id)).toEqual(['f-new-1', 'f-new-2']);
      },
      { timeout: 4000 },
    );

    // Unticked, it stays out: the upload doesn't pick it again.
    await userEvent.click(screen.getByRole('checkbox', { name: 'launch_4x5.jpg' }));
    expect(
      await within(uploads).findByText('Ready to launch: tick it in its folder to pick it again.'),
    ).toBeTruthy();
    expect(screen.getByText(/1 file picked/)).toBeTruthy();
  }, 30_000);

  it('takes dropped files, refuses other types and folders in the Creative Hub’s words, and cancels', async () => {
    serve();
    renderWizard();
    await screen.findByRole('checkbox', { name: 'summer.jpg' });
    const step = screen.getByRole('list', { name: 'Files' });

    drop(
      step,
      [aFile('brief.pdf', 'application/pdf'), aFile('teaser.mov', 'video/quicktime')],
      ['Shoot day'],
    );
    expect(
      await screen.findByText(`${DRIVE_UPLOAD_MESSAGES.typeNotAllowed}. Not uploaded: brief.pdf.`, {
        exact: false,
      }),
    ).toBeTruthy();
    expect(await screen.findByText(FOLDERS_NOT_HERE)).toBeTruthy();
    await waitFor(() => expect(fakeUploadWorker.started).toHaveLength(1));
    expect(fakeUploadWorker.started[0]!.metadata['filename']).toBe('teaser.mov');

    const id = fakeUploadWorker.started[0]!.id;
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel teaser.mov' }));
    expect(fakeUploadWorker.cancelled).toEqual([id]);
    expect(screen.queryByRole('list', { name: 'Uploads' })).toBeNull();
  }, 20_000);

  it('opens the limit dialog when the plan’s storage is full, and keeps the refusal on the file', async () => {
    serve();
    renderWizard();
    await screen.findByRole('checkbox', { name: 'summer.jpg' });
    await userEvent.upload(fileInput(), [aFile('hero.png', 'image/png')]);
    await waitFor(() => expect(fakeUploadWorker.started).toHaveLength(1));

    const full = DRIVE_UPLOAD_MESSAGES.storageFull(30);
    fakeUploadWorker.report({
      type: 'failed',
      id: fakeUploadWorker.started[0]!.id,
      message: full,
      code: 'PLAN_LIMIT_REACHED',
    });
    const dialog = await screen.findByRole('dialog', { name: LIMIT_REACHED_TITLE });
    expect(within(dialog).getByText(full)).toBeTruthy();
    expect(within(dialog).getByText(/Upgrade your plan for up to 1,024 GB of storage/)).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    const uploads = screen.getByRole('list', { name: 'Uploads' });
    expect(within(uploads).getByText(full)).toBeTruthy();
    expect(within(uploads).getByRole('button', { name: 'Retry hero.png' })).toBeTruthy();
    expect(screen.getByText(/0 files picked/)).toBeTruthy();
  }, 20_000);

  it('offers no upload to a member the Creative Hub gives no upload right', async () => {
    const noUpload = {
      ...LAUNCHER_WORKSPACE,
      allowedActions: LAUNCHER_WORKSPACE.allowedActions.filter((action) => action !== 'file.upload'),
    };
    serve({ routes: { 'GET workspace': () => ({ body: { data: [noUpload] } }) } });
    renderWizard();
    await screen.findByRole('checkbox', { name: 'summer.jpg' });
    expect(screen.queryByRole('button', { name: 'Upload files' })).toBeNull();
    drop(screen.getByRole('list', { name: 'Files' }), [aFile('hero.png', 'image/png')]);
    expect(fakeUploadWorker.started).toEqual([]);
  });
});
