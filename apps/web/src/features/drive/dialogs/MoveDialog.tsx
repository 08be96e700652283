import { ScrollArea, Skeleton, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconFolder, IconHome } from '@tabler/icons-react';
import { useState } from 'react';
import { FormDialog } from '../../../ui/FormDialog.tsx';
import { LoadError } from '../../../ui/LoadError.tsx';
import { useMoveTree } from '../shared/drive-queries.ts';
import { PickerActions } from '../../../ui/picker/PickerParts.tsx';
import pickerClasses from '../../../ui/picker/picker.module.css';
import classes from './MoveDialog.module.css';
import { moveTargets, type MoveTarget } from './move-targets.ts';
import type { ItemRef, Selection } from './use-drive-mutations.ts';
import { TruncatedText } from '../../../ui/truncated/TruncatedText.tsx';

interface MoveDialogProps {
  opened: boolean;
  workspaceId: string;
  selection: Selection;
  /** The folder the selection is in now (the workspace's id for its root). */
  from: string;
  pending: boolean;
  onMove: (target: ItemRef) => void;
  onClose: () => void;
}

const selectionName = ({ folders, files }: Selection) => {
  const count = folders.length + files.length;
  if (count === 1) return `“${(folders[0] ?? files[0])?.name ?? ''}”`;
  return `${count.toLocaleString('en-US')} items`;
};

/** Move: a picker of the workspace's folders; where the selection can't go is shown, greyed, with the reason. */
export function MoveDialog(props: MoveDialogProps) {
  return (
    <FormDialog
      opened={props.opened}
      onClose={props.onClose}
      title={<TruncatedText inline>{`Move ${selectionName(props.selection)}`}</TruncatedText>}
      size={480}
    >
      {<MovePicker {...props} />}
    </FormDialog>
  );
}

function MovePicker({ workspaceId, selection, from, pending, onMove, onClose }: MoveDialogProps) {
  const movingFolderIds = selection.folders.map((folder) => folder._id);
  // With one folder moving, the server marks where it can't go and why.
  const serverDecides = movingFolderIds.length === 1 && selection.files.length === 0;
  const tree = useMoveTree(workspaceId, serverDecides ? (movingFolderIds[0] ?? null) : null, true);
  const [chosen, setChosen] = useState<MoveTarget | null>(null);

  let content;
  if (tree.isError) {
    content = (
      <LoadError
        compact
        what="the folders"
        onRetry={() => void tree.refetch()}
        retrying={tree.isRefetching}
      />
    );
  } else if (tree.isPending) {
    content = (
      <Stack gap={8} p="xs" aria-hidden>
        {[60, 80, 70, 50].map((width) => (
          <Skeleton key={width} h={20} w={`${width}%`} />
        ))}
      </Stack>
    );
  } else {
    const rows = moveTargets(tree.data, { movingFolderIds, from, serverDecides });
    content = (
      <ul className={pickerClasses.list} aria-label="Folders">
        {rows.map((row) => (
          <li key={row._id}>
            <UnstyledButton
              className={classes.row}
              style={{ paddingInlineStart: 8 + row.depth * 18 }}
              disabled={row.disabled}
              aria-pressed={chosen?._id === row._id}
              data-chosen={chosen?._id === row._id || undefined}
              onClick={() => setChosen(row)}
              aria-describedby={row.disabledText ? `move-reason-${row._id}` : undefined}
            >
              {row.isWorkspace ? <IconHome size={16} aria-hidden /> : <IconFolder size={16} aria-hidden />}
              <span className={classes.name}>{row.name}</span>
              {row.disabledText && (
                <Text
                  component="span"
                  size="xs"
                  c="dimmed"
                  id={`move-reason-${row._id}`}
                  className={classes.reason}
                >
                  {row.disabledText}
                </Text>
              )}
            </UnstyledButton>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        Choose the folder to move {selectionName(selection)} into.
      </Text>
      <ScrollArea.Autosize mah={360} type="auto" className={pickerClasses.frame}>
        {content}
      </ScrollArea.Autosize>
      <PickerActions
        pending={pending}
        onCancel={onClose}
        confirm={{ label: 'Move', disabled: !chosen, onClick: () => chosen && onMove(chosen) }}
      />
    </Stack>
  );
}
