import type { DriveFile } from '@hookline/domain';
import { useQueries, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { DRIVE_KEYS, driveApi } from '../../../api/drive-api.ts';
import { enqueueUploads, useUploadQueue } from '../../../app/session/uploads/upload-store.ts';
import { toast } from '../../../ui/toasts.ts';
import type { DroppedFiles } from '../../../ui/uploads/FileDropZone.tsx';
import type { UploadItem } from '../../../ui/uploads/upload-queue.ts';
import type { PickedFile } from './group-creatives.ts';
import type { WizardState } from './wizard-state.ts';
import { pickedFileOf, readyToLaunch } from './uploaded-creative.ts';

/** How often an uploaded file is read again while it is processed. */
export const READY_POLL_MS = 2000;
/** Reads of a file still processing before the wizard stops waiting for it (about two minutes). */
const READY_POLL_MAX = 60;

export const FOLDERS_NOT_HERE =
  'Folders are uploaded in the Creative Hub. Here, drop or choose images and videos.';

interface CreativeUploadsInput {
  workspaceId: string;
  /** The files picked now. */
  picked: readonly PickedFile[];
  update: (change: (current: WizardState) => WizardState) => void;
}

/** The launch wizard's uploads: what it sent to the upload queue, and what they have become. */
export interface CreativeUploads {
  /** The wizard's uploads, oldest first, as the upload queue has them. */
  items: UploadItem[];
  /** Sends files to the upload queue, into `folderId` of the workspace. */
  upload: (files: readonly File[], folderId: string) => void;
  /** Sends a drop: its files; a dropped folder is refused with what to do instead. */
  uploadDropped: (dropped: DroppedFiles, folderId: string) => void;
  /** What became of a completed upload: being made ready, picked, or why not. */
  noteOf: (item: UploadItem) => string | null;
}

/**
 * Uploads made from the launch wizard go through the Creative Hub's upload queue into the folder open in the
 * picker. Once one is complete, its file is read until it is ready to launch (`readyToLaunch`), and then it
 * joins the picked files, where the draft's autosave keeps it. Kept by the wizard, not by the creatives step,
 * so an upload that finishes while the buyer is on another step is still picked.
 */
export function useCreativeUploads({ workspaceId, picked, update }: CreativeUploadsInput): CreativeUploads {
  const queryClient = useQueryClient();
  const [ids, setIds] = useState<readonly string[]>([]);
  const queue = useUploadQueue();
  const items = ids
    .map((id) => queue.find((item) => item.id === id))
    .filter((item): item is UploadItem => item !== undefined);
  const completed = items.filter((item) => item.state === 'upload completed' && item.fileId !== null);

  const files = useQueries({
    queries: completed.map((item) => ({
      queryKey: DRIVE_KEYS.file(item.fileId!),
      queryFn: ({ signal }: { signal: AbortSignal }) => driveApi.file(item.fileId!, signal),
      refetchInterval: (query: { state: { data?: DriveFile; dataUpdateCount: number } }) =>
        query.state.data && !readyToLaunch(query.state.data) && query.state.dataUpdateCount < READY_POLL_MAX
          ? READY_POLL_MS
          : false,
    })),
  });

  const joined = useRef(new Set<string>());
  const readyFiles = files.flatMap((result) =>
    result.data && readyToLaunch(result.data) ? [result.data] : [],
  );
  const readyKey = readyFiles.map((file) => file._id).join(',');
  useEffect(() => {
    const fresh = readyFiles.filter((file) => !joined.current.has(file._id));
    if (fresh.length === 0) return;
    for (const file of fresh) joined.current.add(file._id);
    // The picker shows it at once, checked, in the folder it went to.
    for (const folderId of new Set(fresh.map((file) => file.folderId ?? workspaceId))) {
      void queryClient.invalidateQueries({ queryKey: DRIVE_KEYS.items(workspaceId, folderId) });
    }
    update((current) => {
      const known = new Set(current.files.map((file) => file._id));
      const added = fresh.filter((file) => !known.has(file._id)).map(pickedFileOf);
      return added.length === 0 ? current : { ...current, files: [...current.files, ...added] };
    });
    // Only a newly ready file changes anything; `readyFiles` is a new array on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [readyKey, update, queryClient, workspaceId]);

  const upload = useCallback(
    (chosen: readonly File[], folderId: string) => {
      const { ids: added } = enqueueUploads(chosen, { kind: 'drive', workspaceId, folderId });
      if (added.length > 0) setIds((current) => [...current, ...added]);
    },
    [workspaceId],
  );

  const uploadDropped = useCallback(
    (dropped: DroppedFiles, folderId: string) => {
      const folders = new Set(
        dropped.entries.filter((entry) => entry.isDirectory).map((entry) => entry.name),
      );
      if (folders.size > 0) toast.error(FOLDERS_NOT_HERE);
      upload(
        dropped.files.filter((file) => !folders.has(file.name)),
        folderId,
      );
    },
    [upload],
  );

  const noteOf = (item: UploadItem): string | null => {
    if (item.state !== 'upload completed' || item.fileId === null) return null;
    const result = files[completed.indexOf(item)];
    if (!result) return null;
    if (result.data && readyToLaunch(result.data)) {
      return picked.some((file) => file._id === item.fileId)
        ? 'Picked for this launch'
        : 'Ready to launch: tick it in its folder to pick it again.';
    }
    if (result.isError) return 'It could not be read: pick it from its folder.';
    if (result.data && result.data.kind === null) return 'This file is not an image or a video.';
    const reads = queryClient.getQueryState(DRIVE_KEYS.file(item.fileId))?.dataUpdateCount ?? 0;
    if (result.data && reads >= READY_POLL_MAX) {
      return 'Still being processed: pick it from its folder once its preview shows.';
    }
    return 'Getting it ready to launch…';
  };

  return { items, upload, uploadDropped, noteOf };
}
