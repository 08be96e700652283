import { useEffect, useRef, useState } from 'react';
import {
  enqueueUploads,
  onUploadCompleted,
  useUploadQueue,
} from '../../../app/session/uploads/upload-store.ts';
import type { SlotImage } from './make-it-yours-form.ts';

interface Pending {
  uploadId: string;
  slotKey: string;
  name: string;
}

/**
 * An image uploaded from "Make it yours" goes through the Creative Hub's upload queue into a folder; once
 * complete, its file fills the slot it was uploaded for. A refused or failed upload is said under its slot.
 */
export function useSlotUpload(workspaceId: string, onUploaded: (slotKey: string, image: SlotImage) => void) {
  const queue = useUploadQueue();
  const [pending, setPending] = useState<Pending[]>([]);
  const [refusals, setRefusals] = useState<Record<string, string>>({});
  const latest = useRef({ pending, onUploaded });
  useEffect(() => {
    latest.current = { pending, onUploaded };
  });

  useEffect(
    () =>
      onUploadCompleted((item) => {
        const upload = latest.current.pending.find((candidate) => candidate.uploadId === item.id);
        if (!upload || !item.fileId) return;
        setPending((current) => current.filter((other) => other.uploadId !== item.id));
        latest.current.onUploaded(upload.slotKey, {
          fileId: item.fileId,
          name: upload.name,
          thumbnailURL: null,
        });
      }),
    [],
  );

  const itemOf = (slotKey: string) => {
    const upload = pending.findLast((candidate) => candidate.slotKey === slotKey);
    return upload ? queue.find((item) => item.id === upload.uploadId) : undefined;
  };

  const upload = (slotKey: string, file: File, folderId: string) => {
    setRefusals(({ [slotKey]: _dropped, ...rest }) => rest);
    const { ids, refusal } = enqueueUploads(
      [file],
      { kind: 'drive', workspaceId, folderId },
      { quiet: true },
    );
    if (refusal) setRefusals((current) => ({ ...current, [slotKey]: refusal }));
    const uploadId = ids[0];
    if (uploadId) setPending((current) => [...current, { uploadId, slotKey, name: file.name }]);
  };

  return {
    upload,
    uploading: (slotKey: string) => {
      const item = itemOf(slotKey);
      return item !== undefined && item.state !== 'error';
    },
    failure: (slotKey: string) => {
      const item = itemOf(slotKey);
      return refusals[slotKey] ?? (item?.state === 'error' ? (item.error ?? 'The upload failed') : null);
    },
  };
}
