import { DRIVE_UPLOAD_MESSAGES } from '@hookline/domain';
import { Button, Group, Modal, Progress, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useMutation } from '../../../ui/use-mutation.ts';
import { useEffect, useRef, useState } from 'react';
import { DRIVE_KEYS, driveApi } from '../../../api/drive-api.ts';
import { DIALOG_PROPS } from '../../../ui/dialog-props.ts';
import { toast } from '../../../ui/toasts.ts';
import { formatFileSize } from '../shared/drive-format.ts';
import type { FolderRef, ItemRef } from './use-drive-mutations.ts';

interface ZipDialogProps {
  opened: boolean;
  workspaceId: string;
  folders: readonly FolderRef[];
  files: readonly ItemRef[];
  /** The zip's name, without `.zip`. */
  name: string;
  onClose: () => void;
}

/** How often a running zip is asked about. */
const ZIP_POLL_MS = 1000;

/** Download as zip: starts the job, shows its progress, then offers the download once it is ready. */
export function ZipDialog(props: ZipDialogProps) {
  return (
    <Modal
      {...DIALOG_PROPS}
      opened={props.opened}
      onClose={props.onClose}
      title="Download as zip"
      centered
      radius="lg"
    >
      {props.opened && <ZipJobView {...props} />}
    </Modal>
  );
}

function ZipJobView({ workspaceId, folders, files, name, onClose }: ZipDialogProps) {
  const [jobId, setJobId] = useState<string | null>(null);
  const start = useMutation({
    mutationFn: () =>
      driveApi.createZip({
        workspaceId,
        folderIds: folders.map((folder) => folder._id),
        fileIds: files.map((file) => file._id),
      }),
    onSuccess: (job) => setJobId(job._id),
  });
  const { mutate: startZip } = start;
  // One job per opening, even when the effect runs twice.
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    startZip();
  }, [startZip]);

  const job = useQuery({
    queryKey: DRIVE_KEYS.zip(jobId ?? ''),
    queryFn: ({ signal }) => driveApi.zipJob(jobId ?? '', signal),
    enabled: jobId !== null,
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      return status === 'ready' || status === 'failed' ? false : ZIP_POLL_MS;
    },
  });
  const download = useMutation({
    mutationFn: () => driveApi.downloadZip(jobId ?? '', `${name}.zip`),
    onSuccess: ({ name: saved }) => toast.success(`“${saved}” downloaded`),
  });

  const status = job.data?.status ?? (start.isError ? 'failed' : 'queued');
  const failed = status === 'failed' || job.isError;
  const ready = status === 'ready';
  const progress = ready ? 100 : (job.data?.progress ?? 0);

  return (
    <Stack gap="md">
      <Text size="sm">
        {failed
          ? (job.data?.error ?? (start.error ? start.error.message : DRIVE_UPLOAD_MESSAGES.zipFailed))
          : ready
            ? `The zip is ready${job.data?.size ? ` (${formatFileSize(job.data.size)})` : ''}. It can be downloaded for the next 6 hours.`
            : `Putting “${name}” into a zip…`}
      </Text>
      {!failed && <Progress value={progress} animated={!ready} aria-label="Zip progress" />}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose}>
          Close
        </Button>
        {failed ? (
          <Button
            onClick={() => {
              setJobId(null);
              start.reset();
              startZip();
            }}
            loading={start.isPending}
          >
            Try again
          </Button>
        ) : (
          <Button
            leftSection={<IconDownload size={16} />}
            disabled={!ready}
            loading={download.isPending}
            onClick={() => download.mutate()}
          >
            Download zip
          </Button>
        )}
      </Group>
    </Stack>
  );
}
