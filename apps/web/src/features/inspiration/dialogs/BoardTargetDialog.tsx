import { ScrollArea, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { FormDialog } from '../../../ui/FormDialog.tsx';
import { LoadError } from '../../../ui/LoadError.tsx';
import { PickerActions, PickerNotice, PickerSearch } from '../../../ui/picker/PickerParts.tsx';
import pickerClasses from '../../../ui/picker/picker.module.css';
import { useDialogTree } from '../shared/inspiration-queries.ts';
import { boardTargets, searchTargets, type BoardTarget } from './board-targets.ts';
import { BoardPickerList, NoBoardsFound, PickerSkeleton } from './BoardPickerList.tsx';
import type { BoardRef } from './use-board-mutations.ts';
import { TruncatedText } from '../../../ui/truncated/TruncatedText.tsx';

export type BoardTargetMode = 'move' | 'copy';

interface BoardTargetDialogProps {
  opened: boolean;
  mode: BoardTargetMode;
  workspaceId: string;
  board: BoardRef | null;
  pending: boolean;
  onConfirm: (target: BoardRef) => void;
  onClose: () => void;
}

const WORDS: Record<BoardTargetMode, { title: string; lead: string; verb: string }> = {
  move: { title: 'Move', lead: 'Choose where to move', verb: 'Move' },
  copy: { title: 'Copy', lead: 'Choose where to put a copy of', verb: 'Copy' },
};

/**
 * Move or copy a board: the workspace's boards, read for this board, so that each place it can't go is
 * shown greyed with the spec's reason (and says it again when clicked).
 */
export function BoardTargetDialog(props: BoardTargetDialogProps) {
  const name = props.board ? `“${props.board.name}”` : 'the board';
  return (
    <FormDialog
      opened={props.opened}
      onClose={props.onClose}
      title={<TruncatedText inline>{`${WORDS[props.mode].title} ${name}`}</TruncatedText>}
      size={520}
    >
      {props.board && <TargetPicker {...props} board={props.board} />}
    </FormDialog>
  );
}

function TargetPicker({
  mode,
  workspaceId,
  board,
  pending,
  onConfirm,
  onClose,
}: BoardTargetDialogProps & { board: BoardRef }) {
  const tree = useDialogTree(
    workspaceId,
    mode === 'move' ? { moving: board._id } : { copying: board._id },
    true,
  );
  const [chosen, setChosen] = useState<BoardTarget | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [words, setWords] = useState('');

  let content;
  if (tree.isError) {
    content = (
      <LoadError compact what="the boards" onRetry={() => void tree.refetch()} retrying={tree.isRefetching} />
    );
  } else if (tree.isPending) {
    content = <PickerSkeleton />;
  } else {
    const rows = searchTargets(boardTargets(tree.data, { includeRoot: true }), words);
    content =
      rows.length === 0 ? (
        <NoBoardsFound words={words} />
      ) : (
        <BoardPickerList
          rows={rows}
          multiple={false}
          chosen={new Set(chosen ? [chosen._id] : [])}
          flat={words.trim() !== ''}
          label="Boards"
          onPick={(row) => {
            setChosen(row);
            setRefusal(null);
          }}
          onRefused={(reason) => setRefusal(reason)}
        />
      );
  }

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {WORDS[mode].lead} “{board.name}”. The top of the list is the workspace itself.
      </Text>
      <PickerSearch label="Search boards" value={words} onChange={setWords} />
      <ScrollArea.Autosize mah={340} type="auto" className={pickerClasses.frame}>
        {content}
      </ScrollArea.Autosize>
      <PickerNotice notice={refusal} />
      <PickerActions
        pending={pending}
        onCancel={onClose}
        confirm={{ label: WORDS[mode].verb, disabled: !chosen, onClick: () => chosen && onConfirm(chosen) }}
      />
    </Stack>
  );
}
