import { DRIVE_UPLOAD_MESSAGES } from '@hookline/domain';
import { Box, Button, Group, Paper, Skeleton, Stack, Text, TextInput, ThemeIcon, Title } from '@mantine/core';
import { IconCloudUpload, IconLinkOff, IconUpload } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState, type DragEvent } from 'react';
import { useParams } from 'react-router';
import { DRIVE_KEYS, driveApi } from '../../../api/drive-api.ts';
import { isApiError } from '../../../api/index.ts';
import { BrandLogo } from '../../../ui/BrandLogo.tsx';
import { LoadError } from '../../../ui/LoadError.tsx';
import { UPLOAD_ACCEPT } from '../../../ui/uploads/accepted-files.ts';
import { planFromEntries } from '../shared/uploads/dropped-folders.ts';
import { enqueueUploads, uploadActions, useUploadQueue } from '../../../app/session/uploads/upload-store.ts';
import { UploadTray } from '../../../ui/uploads/UploadTray.tsx';
import classes from './FileCollectPage.module.css';
import { TruncatedText } from '../../../ui/truncated/TruncatedText.tsx';

const NAME_MAX = 100;

/**
 * `/share/file-collect/:linkId`: the public upload page of a file-collect link. Anyone with the link drops
 * images and videos into the folder, without an account, optionally saying who they are.
 */
export function FileCollectPage() {
  const { linkId = '' } = useParams();
  const uploads = useUploadQueue();
  const link = useQuery({
    queryKey: DRIVE_KEYS.publicFileCollect(linkId),
    queryFn: ({ signal }) => driveApi.publicFileCollect(linkId, signal),
    retry: false,
  });

  let content;
  if (link.isError) {
    content =
      isApiError(link.error) && link.error.status === 404 ? (
        <Unavailable
          title="This upload link doesn’t exist"
          text="Check the link you were sent, or ask for a new one."
        />
      ) : (
        <LoadError what="this upload page" onRetry={() => void link.refetch()} retrying={link.isRefetching} />
      );
  } else if (link.isPending) {
    content = (
      <Stack gap="md" aria-hidden>
        <Skeleton h={32} w="70%" />
        <Skeleton h={18} w="50%" />
        <Skeleton h={220} />
      </Stack>
    );
  } else if (!link.data.enabled) {
    content = (
      <Unavailable
        title={DRIVE_UPLOAD_MESSAGES.fileCollectDisabled}
        text="Ask whoever sent it for a new link."
      />
    );
  } else {
    content = (
      <CollectForm
        linkId={linkId}
        folderName={link.data.folderName}
        workspaceName={link.data.workspaceName}
      />
    );
  }

  return (
    <Box mih="100vh" bg="gray.0">
      <Box component="header" className={classes.header}>
        <Group justify="space-between" wrap="nowrap">
          <BrandLogo size={28} />
          <Text size="sm" c="dimmed">
            File upload
          </Text>
        </Group>
      </Box>
      <Box component="main" className={classes.main}>
        <Paper withBorder radius="lg" p="xl">
          {content}
        </Paper>
      </Box>
      <UploadTray queue={uploads} {...uploadActions} />
    </Box>
  );
}

function Unavailable({ title, text }: { title: string; text: string }) {
  return (
    <Stack align="center" ta="center" gap="xs" py="xl">
      <ThemeIcon size={48} radius="xl" variant="light" color="gray">
        <IconLinkOff size={24} />
      </ThemeIcon>
      <Title order={1} fz="xl">
        {title}
      </Title>
      <Text c="dimmed">{text}</Text>
    </Stack>
  );
}

function CollectForm({
  linkId,
  folderName,
  workspaceName,
}: {
  linkId: string;
  folderName: string;
  workspaceName: string;
}) {
  const [name, setName] = useState('');
  const [over, setOver] = useState(false);
  const depth = useRef(0);
  const input = useRef<HTMLInputElement>(null);
  const destination = () => {
    const uploaderName = name.trim().slice(0, NAME_MAX);
    return { kind: 'file-collect' as const, linkId, ...(uploaderName ? { uploaderName } : {}) };
  };
  const upload = (files: File[]) => enqueueUploads(files, destination());

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    depth.current = 0;
    setOver(false);
    const entries = Array.from(event.dataTransfer.items)
      .map((item) => (item.kind === 'file' ? item.webkitGetAsEntry() : null))
      .filter((entry): entry is FileSystemEntry => entry !== null);
    const files = Array.from(event.dataTransfer.files);
    if (!entries.some((entry) => entry.isDirectory)) {
      upload(files);
      return;
    }
    // A dropped folder's files all go into the link's folder.
    void planFromEntries(entries).then((plan) => upload(plan.files.map((entry) => entry.file)));
  };

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <TruncatedText order={1} fz={24}>
          {`Upload files to “${folderName}”`}
        </TruncatedText>
        <Text c="dimmed">
          {workspaceName} asked you for images and videos. What you upload goes straight into their folder;
          you won’t see what others have sent.
        </Text>
      </Stack>
      <TextInput
        label="Your name"
        description="Optional: it is shown with the files you upload."
        value={name}
        maxLength={NAME_MAX}
        autoComplete="name"
        onChange={(event) => setName(event.currentTarget.value)}
      />
      <div
        className={classes.drop}
        data-over={over || undefined}
        onDragEnter={(event) => {
          event.preventDefault();
          depth.current += 1;
          setOver(true);
        }}
        onDragLeave={() => {
          depth.current = Math.max(0, depth.current - 1);
          if (depth.current === 0) setOver(false);
        }}
        onDragOver={(event) => {
          event.preventDefault();
          event.dataTransfer.dropEffect = 'copy';
        }}
        onDrop={onDrop}
      >
        <IconCloudUpload size={40} stroke={1.4} aria-hidden className={classes.dropIcon} />
        <Text fw={600}>Drop images and videos here</Text>
        <Text size="sm" c="dimmed">
          JPG, PNG, GIF, MP4, MOV or WEBM, up to 5 GB each
        </Text>
        <Button mt="xs" leftSection={<IconUpload size={16} />} onClick={() => input.current?.click()}>
          Choose files
        </Button>
        <input
          ref={input}
          type="file"
          multiple
          accept={UPLOAD_ACCEPT}
          hidden
          aria-hidden
          tabIndex={-1}
          onChange={(event) => {
            const files = Array.from(event.currentTarget.files ?? []);
            event.currentTarget.value = '';
            if (files.length > 0) upload(files);
          }}
        />
      </div>
    </Stack>
  );
}
