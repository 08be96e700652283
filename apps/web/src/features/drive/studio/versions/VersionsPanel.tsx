import type { DriveFile, DriveVersion } from '@hookline/domain';
import { Button, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { IconArrowMerge, IconColumns } from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmDialog } from '../../../../ui/ConfirmDialog.tsx';
import { MergeDialog } from './MergeDialog.tsx';
import { NewVersionUpload } from './NewVersionUpload.tsx';
import { RenameVersionDialog } from './RenameVersionDialog.tsx';
import type { VersionActions } from './use-version-actions.ts';
import { VersionRow } from './VersionRow.tsx';
import classes from './versions.module.css';

/** The versions filter (spec section 2: All or Current Version). */
type VersionFilter = 'all' | 'current';

export interface VersionCompare {
  /** The two (at most) versions picked to compare. */
  picked: readonly string[];
  onToggle: (versionId: string) => void;
  onCompare: () => void;
}

/** A member's version actions; the public page has none. */
export interface VersionManagement {
  actions: VersionActions;
  canManage: boolean;
  canUpload: boolean;
  onMerged: (target: DriveFile) => void;
}

interface VersionsPanelProps {
  file: DriveFile;
  shownVersionId: string;
  onShow: (versionId: string) => void;
  uploaderName: (userId: string | null) => string;
  compare: VersionCompare;
  manage?: VersionManagement;
}

type Pending = { kind: 'delete' | 'split' | 'rename'; version: DriveVersion } | null;

/** The file's versions, newest first: show one, compare two, and (for members) change them. */
export function VersionsPanel({
  file,
  shownVersionId,
  onShow,
  uploaderName,
  compare,
  manage,
}: VersionsPanelProps) {
  const [filter, setFilter] = useState<VersionFilter>('all');
  const [pending, setPending] = useState<Pending>(null);
  const [merging, setMerging] = useState(false);
  const versions = [...file.versions]
    .sort((a, b) => b.number - a.number)
    .filter((version) => filter === 'all' || version.isActive);
  const onlyVersion = file.versions.length <= 1;
  const canCompare = file.versions.length > 1;
  const actions = manage?.actions;

  const close = () => setPending(null);
  const run = (kind: 'delete' | 'split', version: DriveVersion) => {
    if (!actions) return;
    const mutation = kind === 'delete' ? actions.remove : actions.split;
    mutation.mutate(version, { onSettled: close });
  };

  return (
    <div className={classes.panel}>
      <div className={classes.head}>
        <SegmentedControl
          fullWidth
          size="xs"
          value={filter}
          onChange={setFilter}
          data={[
            { value: 'all', label: 'All' },
            { value: 'current', label: 'Current Version' },
          ]}
          aria-label="Show versions"
        />
        {canCompare && (
          <Group justify="space-between" wrap="nowrap" gap={8}>
            <Text size="xs" c="gray.7">
              {compare.picked.length < 2 ? 'Tick two versions to compare them' : 'Two versions picked'}
            </Text>
            <Button
              size="compact-xs"
              variant="light"
              leftSection={<IconColumns size={14} />}
              disabled={compare.picked.length !== 2}
              onClick={compare.onCompare}
            >
              Compare
            </Button>
          </Group>
        )}
      </div>
      <div className={classes.list}>
        {versions.map((version) => (
          <VersionRow
            key={version.versionId}
            version={version}
            uploader={uploaderName(version.uploadedBy)}
            shown={version.versionId === shownVersionId}
            onShow={() => onShow(version.versionId)}
            compare={
              canCompare
                ? {
                    picked: compare.picked.includes(version.versionId),
                    disabled: compare.picked.length >= 2 && !compare.picked.includes(version.versionId),
                    onToggle: () => compare.onToggle(version.versionId),
                  }
                : undefined
            }
            actions={
              actions && manage.canManage
                ? {
                    onlyVersion,
                    onSetActive: () => actions.setActive.mutate(version),
                    onRename: () => setPending({ kind: 'rename', version }),
                    onSplit: () => setPending({ kind: 'split', version }),
                    onDelete: () => setPending({ kind: 'delete', version }),
                  }
                : undefined
            }
          />
        ))}
      </div>
      {manage && (manage.canUpload || manage.canManage) && (
        <Stack className={classes.foot} gap={8}>
          {manage.canUpload && <NewVersionUpload file={file} />}
          {manage.canManage && (
            <Button
              size="xs"
              variant="default"
              leftSection={<IconArrowMerge size={14} />}
              onClick={() => setMerging(true)}
            >
              Merge into another file…
            </Button>
          )}
        </Stack>
      )}
      {actions && (
        <>
          <RenameVersionDialog
            version={pending?.kind === 'rename' ? pending.version : null}
            saving={actions.rename.isPending}
            onClose={close}
            onSave={(name) => {
              if (pending) actions.rename.mutate({ version: pending.version, name }, { onSuccess: close });
            }}
          />
          <ConfirmDialog
            opened={pending?.kind === 'delete'}
            title={pending ? `Delete version ${pending.version.number}?` : 'Delete version?'}
            confirmLabel="Delete version"
            danger
            loading={actions.remove.isPending}
            onClose={close}
            onConfirm={() => pending && run('delete', pending.version)}
          >
            “{pending?.version.name}” and its comments are deleted. This can’t be undone.
          </ConfirmDialog>
          <ConfirmDialog
            opened={pending?.kind === 'split'}
            title={pending ? `Split version ${pending.version.number} into its own file?` : 'Split version?'}
            confirmLabel="Split"
            loading={actions.split.isPending}
            onClose={close}
            onConfirm={() => pending && run('split', pending.version)}
          >
            The version leaves this file and becomes a new file in the same folder, with its comments.
          </ConfirmDialog>
          <MergeDialog
            opened={merging}
            file={file}
            merging={actions.merge.isPending}
            onClose={() => setMerging(false)}
            onMerge={(target) =>
              actions.merge.mutate(target, {
                onSuccess: () => {
                  setMerging(false);
                  manage?.onMerged(target);
                },
              })
            }
          />
        </>
      )}
    </div>
  );
}
