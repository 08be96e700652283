import { ActionIcon, Box, Group, Progress, Stack, Text, Tooltip } from '@mantine/core';
import {
  IconAlertCircle,
  IconCircleCheck,
  IconPhoto,
  IconRefresh,
  IconVideo,
  IconX,
} from '@tabler/icons-react';
import { formatFileSize } from '../file-size.ts';
import classes from './UploadList.module.css';
import { uploadPercent, uploadStateLabel, type UploadItem } from './upload-queue.ts';

export interface UploadListProps {
  items: readonly UploadItem[];
  onCancel: (id: string) => void;
  onRetry: (id: string) => void;
  /** A line under a file's state, for what happens after the upload (the launcher's "Getting it ready…"). */
  note?: (item: UploadItem) => string | null;
  /** The list's accessible name. */
  label?: string;
}

/**
 * Uploads, one row each: the state in the spec's names, the progress, the server's refusal in its words,
 * Cancel while it goes and Retry after an error. The upload tray and the launch wizard show the same rows.
 */
export function UploadList({ items, onCancel, onRetry, note, label }: UploadListProps) {
  return (
    <Stack gap={0} component="ul" className={classes.list} aria-label={label}>
      {items.map((item) => (
        <UploadRow
          key={item.id}
          item={item}
          onCancel={onCancel}
          onRetry={onRetry}
          note={note?.(item) ?? null}
        />
      ))}
    </Stack>
  );
}

function UploadRow({
  item,
  onCancel,
  onRetry,
  note,
}: {
  item: UploadItem;
  onCancel: (id: string) => void;
  onRetry: (id: string) => void;
  note: string | null;
}) {
  const Icon = item.kind === 'video' ? IconVideo : IconPhoto;
  const percent = uploadPercent(item);
  const done = item.state === 'upload completed';
  const failed = item.state === 'error';
  return (
    <Box component="li" className={classes.row}>
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <Icon size={18} className={classes.kind} aria-hidden />
        <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
          <Text size="sm" truncate title={item.name}>
            {item.name}
          </Text>
          <Group gap={6} wrap="nowrap">
            {done && <IconCircleCheck size={14} color="var(--mantine-color-teal-7)" aria-hidden />}
            {failed && <IconAlertCircle size={14} color="var(--mantine-color-red-7)" aria-hidden />}
            <Text size="xs" c={failed ? 'red.8' : 'dimmed'} data-upload-state={item.state}>
              {uploadStateLabel(item)}
            </Text>
            <Text size="xs" c="dimmed">
              · {formatFileSize(item.size)}
            </Text>
          </Group>
          {failed && item.error && (
            <Text size="xs" c="red.8">
              {item.error}
            </Text>
          )}
          {note && (
            <Text size="xs" c="dimmed">
              {note}
            </Text>
          )}
          {!done && !failed && (
            <Progress
              value={percent}
              size="sm"
              aria-label={`${item.name}: ${percent}%`}
              animated={item.state !== 'multipart upload progress'}
            />
          )}
        </Stack>
        {failed && (
          <Tooltip label="Retry">
            <ActionIcon variant="subtle" onClick={() => onRetry(item.id)} aria-label={`Retry ${item.name}`}>
              <IconRefresh size={16} />
            </ActionIcon>
          </Tooltip>
        )}
        {!done && (
          <Tooltip label={failed ? 'Remove' : 'Cancel upload'}>
            <ActionIcon
              variant="subtle"
              color="gray"
              onClick={() => onCancel(item.id)}
              aria-label={failed ? `Remove ${item.name}` : `Cancel ${item.name}`}
            >
              <IconX size={16} />
            </ActionIcon>
          </Tooltip>
        )}
      </Group>
    </Box>
  );
}
