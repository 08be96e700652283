import {
  ActionIcon,
  Box,
  Button,
  Group,
  Paper,
  Progress,
  ScrollArea,
  Stack,
  Text,
  Tooltip,
} from '@mantine/core';
import {
  IconAlertCircle,
  IconChevronDown,
  IconChevronUp,
  IconCircleCheck,
  IconPhoto,
  IconRefresh,
  IconVideo,
  IconX,
} from '@tabler/icons-react';
import { useState } from 'react';
import { formatFileSize } from '../drive-format.ts';
import classes from './UploadTray.module.css';
import { uploadPercent, uploadStateLabel, uploadSummary, type UploadItem } from './upload-queue.ts';
import { cancelUpload, clearCompletedUploads, retryUpload, useUploadQueue } from './upload-store.ts';

function headline(summary: ReturnType<typeof uploadSummary>): string {
  if (summary.active > 0) {
    return `Uploading ${summary.active} of ${summary.total} ${summary.total === 1 ? 'file' : 'files'} · ${summary.percent}%`;
  }
  if (summary.failed > 0) {
    return `${summary.failed} ${summary.failed === 1 ? 'upload' : 'uploads'} failed`;
  }
  return `${summary.completed} ${summary.completed === 1 ? 'upload' : 'uploads'} completed`;
}

/**
 * The upload tray: each file's state with the spec's names, its progress, Cancel, and Retry after an error.
 * It reads the app-wide queue, so it shows the same uploads on every Creative Hub screen.
 */
export function UploadTray() {
  const queue = useUploadQueue();
  const [collapsed, setCollapsed] = useState(false);
  if (queue.length === 0) return null;
  const summary = uploadSummary(queue);
  const finished = summary.active === 0;

  return (
    <Paper className={classes.tray} shadow="lg" radius="md" withBorder role="region" aria-label="Uploads">
      <Group className={classes.header} justify="space-between" wrap="nowrap" gap="xs">
        <Text size="sm" fw={600} truncate aria-live="polite">
          {headline(summary)}
        </Text>
        <Group gap={4} wrap="nowrap">
          {finished && summary.completed > 0 && (
            <Button size="compact-xs" variant="subtle" onClick={clearCompletedUploads}>
              Clear
            </Button>
          )}
          <Tooltip label={collapsed ? 'Show uploads' : 'Hide uploads'}>
            <ActionIcon
              variant="subtle"
              color="gray"
              onClick={() => setCollapsed((value) => !value)}
              aria-label={collapsed ? 'Show uploads' : 'Hide uploads'}
              aria-expanded={!collapsed}
            >
              {collapsed ? <IconChevronUp size={16} /> : <IconChevronDown size={16} />}
            </ActionIcon>
          </Tooltip>
        </Group>
      </Group>
      {!finished && <Progress value={summary.percent} size="xs" radius={0} aria-hidden />}
      {!collapsed && (
        <ScrollArea.Autosize mah={300} type="auto">
          <Stack gap={0} component="ul" className={classes.list}>
            {queue.map((item) => (
              <UploadRow key={item.id} item={item} />
            ))}
          </Stack>
        </ScrollArea.Autosize>
      )}
    </Paper>
  );
}

function UploadRow({ item }: { item: UploadItem }) {
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
            <ActionIcon
              variant="subtle"
              onClick={() => retryUpload(item.id)}
              aria-label={`Retry ${item.name}`}
            >
              <IconRefresh size={16} />
            </ActionIcon>
          </Tooltip>
        )}
        {!done && (
          <Tooltip label={failed ? 'Remove' : 'Cancel upload'}>
            <ActionIcon
              variant="subtle"
              color="gray"
              onClick={() => cancelUpload(item.id)}
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
