import { ActionIcon, Button, Group, Paper, Progress, ScrollArea, Text, Tooltip } from '@mantine/core';
import { IconChevronDown, IconChevronUp } from '@tabler/icons-react';
import { useState } from 'react';
import classes from './UploadTray.module.css';
import { UploadLimitDialog } from './UploadLimitDialog.tsx';
import { UploadList } from './UploadList.tsx';
import { uploadSummary, type UploadQueue } from './upload-queue.ts';

function headline(summary: ReturnType<typeof uploadSummary>): string {
  if (summary.active > 0) {
    return `Uploading ${summary.active} of ${summary.total} ${summary.total === 1 ? 'file' : 'files'} · ${summary.percent}%`;
  }
  if (summary.failed > 0) {
    return `${summary.failed} ${summary.failed === 1 ? 'upload' : 'uploads'} failed`;
  }
  return `${summary.completed} ${summary.completed === 1 ? 'upload' : 'uploads'} completed`;
}

export interface UploadTrayProps {
  /** The app-wide upload queue. */
  queue: UploadQueue;
  onCancel: (id: string) => void;
  onRetry: (id: string) => void;
  /** Takes the completed uploads off the tray. */
  onClear: () => void;
}

/**
 * The upload tray: each file's state with the spec's names, its progress, Cancel, and Retry after an error.
 * It is given the app-wide queue, so it shows the same uploads on every screen that shows it.
 */
export function UploadTray({ queue, onCancel, onRetry, onClear }: UploadTrayProps) {
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
            <Button size="compact-xs" variant="subtle" onClick={onClear}>
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
          <UploadList items={queue} onCancel={onCancel} onRetry={onRetry} />
        </ScrollArea.Autosize>
      )}
      <UploadLimitDialog items={queue} />
    </Paper>
  );
}
