import { Badge, Button, Group, Stack, Text, Tooltip, UnstyledButton } from '@mantine/core';
import { IconCamera, IconDeviceFloppy, IconDownload, IconPencil } from '@tabler/icons-react';
import classes from './ReportPage.module.css';
import { TruncatedText } from '../../../ui/truncated/TruncatedText.tsx';

interface ReportHeaderProps {
  name: string;
  description: string;
  emoticon: string | null;
  comparison: boolean;
  isNew: boolean;
  dirty: boolean;
  canManage: boolean;
  saving: boolean;
  exporting: boolean;
  snapshotting: boolean;
  onEditDetails: () => void;
  onSave: () => void;
  onSnapshot: () => void;
  onExport: () => void;
}

/** The report's name, kind and description, with Save, Snapshot and Export. */
export function ReportHeader(props: ReportHeaderProps) {
  const { canManage, isNew, dirty } = props;
  const snapshotBlocked = isNew
    ? 'Save the report first'
    : dirty
      ? 'Save your changes first: a snapshot freezes the saved report'
      : null;
  const title = (
    <Group gap={10} wrap="nowrap" className={classes.titleRow}>
      {props.emoticon && (
        <Text component="span" fz={26} lh={1} aria-hidden>
          {props.emoticon}
        </Text>
      )}
      <TruncatedText order={1} fz={24}>
        {props.name}
      </TruncatedText>
      {canManage && <IconPencil size={16} className={classes.editHint} aria-hidden />}
    </Group>
  );

  return (
    <Group justify="space-between" align="flex-start" gap="md" className={classes.header}>
      <Stack gap={6} className={classes.headerText}>
        {canManage ? (
          <UnstyledButton
            onClick={props.onEditDetails}
            className={classes.titleButton}
            aria-label={`Edit details of ${props.name}`}
          >
            {title}
          </UnstyledButton>
        ) : (
          title
        )}
        <Group gap={8}>
          <Badge variant="light" color={props.comparison ? 'grape' : 'blue'} radius="sm">
            {props.comparison ? 'Comparison report' : 'Top ads report'}
          </Badge>
          {isNew && (
            <Badge variant="light" color="gray" radius="sm">
              Not saved yet
            </Badge>
          )}
          {!isNew && dirty && (
            <Badge variant="light" color="yellow" radius="sm">
              Unsaved changes
            </Badge>
          )}
        </Group>
        {props.description && (
          <Text size="sm" c="dimmed" className={classes.description}>
            {props.description}
          </Text>
        )}
      </Stack>
      <Group gap="xs" className={classes.headerActions}>
        <Button
          variant="default"
          leftSection={<IconDownload size={16} />}
          loading={props.exporting}
          onClick={props.onExport}
        >
          Export CSV
        </Button>
        {canManage && (
          <Tooltip label={snapshotBlocked} disabled={!snapshotBlocked}>
            <Button
              variant="default"
              leftSection={<IconCamera size={16} />}
              loading={props.snapshotting}
              onClick={snapshotBlocked ? undefined : props.onSnapshot}
              data-disabled={snapshotBlocked ? true : undefined}
              aria-disabled={snapshotBlocked ? true : undefined}
            >
              Snapshot
            </Button>
          </Tooltip>
        )}
        {canManage && (
          <Button
            leftSection={<IconDeviceFloppy size={16} />}
            loading={props.saving}
            onClick={props.onSave}
            disabled={!isNew && !dirty}
          >
            {isNew ? 'Save report' : 'Save'}
          </Button>
        )}
      </Group>
    </Group>
  );
}
