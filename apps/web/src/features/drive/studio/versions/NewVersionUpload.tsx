import type { DriveFile } from '@hookline/domain';
import { ActionIcon, Button, FileButton, Group, Progress, Stack, Text, Tooltip } from '@mantine/core';
import { IconRefresh, IconUpload, IconX } from '@tabler/icons-react';
import { useEffect } from 'react';
import { UPLOAD_ACCEPT } from '../../../../ui/uploads/accepted-files.ts';
import { uploadPercent, uploadStateLabel } from '../../../../ui/uploads/upload-queue.ts';
import {
  cancelUpload,
  enqueueNewVersion,
  onUploadCompleted,
  retryUpload,
  useUploadQueue,
} from '../../../../app/session/uploads/upload-store.ts';
import { toast } from '../../../../ui/toasts.ts';

/** The uploads going to `fileId` as new versions. */
function useVersionUploads(fileId: string) {
  return useUploadQueue().filter(
    (item) =>
      item.destination.kind === 'drive' &&
      item.destination.fileId === fileId &&
      item.state !== 'upload completed',
  );
}

/**
 * "Upload new version": the picked file goes through the Creative Hub's upload queue as a version of this
 * file; its progress shows here (and in the upload tray), and the file reloads when it is in.
 */
export function NewVersionUpload({ file }: { file: DriveFile }) {
  const uploads = useVersionUploads(file._id);

  useEffect(
    () =>
      onUploadCompleted((item) => {
        if (item.destination.kind === 'drive' && item.destination.fileId === file._id) {
          toast.success(`New version of “${file.name}” uploaded`);
        }
      }),
    [file._id, file.name],
  );

  return (
    <Stack gap={6}>
      <FileButton
        accept={UPLOAD_ACCEPT}
        onChange={(picked) => {
          if (!picked) return;
          enqueueNewVersion(picked, {
            workspaceId: file.workspaceId,
            folderId: file.folderId ?? file.workspaceId,
            fileId: file._id,
          });
        }}
      >
        {(props) => (
          <Button {...props} size="xs" variant="light" leftSection={<IconUpload size={14} />}>
            Upload new version
          </Button>
        )}
      </FileButton>
      {uploads.map((item) => (
        <Stack key={item.id} gap={4} role="status" aria-label={`Uploading ${item.name}`}>
          <Group justify="space-between" wrap="nowrap" gap={6}>
            <Text size="xs" truncate fw={600}>
              {item.name}
            </Text>
            <Group gap={2} wrap="nowrap">
              {item.state === 'error' && (
                <Tooltip label="Retry">
                  <ActionIcon
                    size="sm"
                    variant="subtle"
                    aria-label={`Retry ${item.name}`}
                    onClick={() => retryUpload(item.id)}
                  >
                    <IconRefresh size={14} />
                  </ActionIcon>
                </Tooltip>
              )}
              <Tooltip label={item.state === 'error' ? 'Dismiss' : 'Cancel upload'}>
                <ActionIcon
                  size="sm"
                  variant="subtle"
                  color="gray.7"
                  aria-label={`${item.state === 'error' ? 'Dismiss' : 'Cancel'} ${item.name}`}
                  onClick={() => cancelUpload(item.id)}
                >
                  <IconX size={14} />
                </ActionIcon>
              </Tooltip>
            </Group>
          </Group>
          {item.state === 'error' ? (
            <Text size="xs" c="red.8">
              {item.error}
            </Text>
          ) : (
            <>
              <Progress value={uploadPercent(item)} size="sm" aria-label={`${item.name} upload progress`} />
              <Text size="xs" c="gray.7">
                {uploadStateLabel(item)}
              </Text>
            </>
          )}
        </Stack>
      ))}
    </Stack>
  );
}
