import { INSPIRATION_TARGETS_MAX, type InspirationFile } from '@hookline/domain';
import { ScrollArea, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { FormDialog } from '../../../ui/FormDialog.tsx';
import { LoadError } from '../../../ui/LoadError.tsx';
import { PickerActions, PickerNotice, PickerSearch } from '../../../ui/picker/PickerParts.tsx';
import pickerClasses from '../../../ui/picker/picker.module.css';
import { adName } from '../ad-view/saved-ad-format.ts';
import { useBoardTree } from '../shared/inspiration-queries.ts';
import { alreadyIn, boardTargets, searchTargets } from './board-targets.ts';
import { BoardPickerList, NoBoardsFound, PickerSkeleton } from './BoardPickerList.tsx';
import { toggleChosen } from '../../../ui/picker/toggle-chosen.ts';

export type AdBoardsMode = 'copy' | 'link';

interface AdBoardsDialogProps {
  opened: boolean;
  mode: AdBoardsMode;
  file: InspirationFile | null;
  pending: boolean;
  onConfirm: (boardIds: string[]) => void;
  onClose: () => void;
}

const WORDS: Record<AdBoardsMode, { title: string; lead: string; verb: string }> = {
  copy: {
    title: 'Copy to boards',
    lead: 'Each board gets a copy of its own. Comments stay with this one.',
    verb: 'Copy to',
  },
  link: {
    title: 'Add to more boards',
    lead: 'The same ad shows in each board you choose, with its comments.',
    verb: 'Add to',
  },
};

const boardsWord = (count: number) => `${count} ${count === 1 ? 'board' : 'boards'}`;

/** Copy a saved ad into boards, or link it into more: the workspace's boards, several at once. */
export function AdBoardsDialog(props: AdBoardsDialogProps) {
  return (
    <FormDialog opened={props.opened} onClose={props.onClose} title={WORDS[props.mode].title} size={520}>
      {props.file && <AdBoardsPicker {...props} file={props.file} />}
    </FormDialog>
  );
}

function AdBoardsPicker({
  mode,
  file,
  pending,
  onConfirm,
  onClose,
}: AdBoardsDialogProps & { file: InspirationFile }) {
  const tree = useBoardTree(file.workspaceId);
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
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
    const refused = mode === 'link' ? alreadyIn(file.folderIds) : undefined;
    const rows = searchTargets(boardTargets(tree.data, { includeRoot: false, refused }), words);
    content =
      rows.length === 0 ? (
        <NoBoardsFound words={words} />
      ) : (
        <BoardPickerList
          rows={rows}
          multiple
          chosen={chosen}
          flat={words.trim() !== ''}
          label="Boards"
          onPick={(row) => {
            const next = toggleChosen(chosen, row._id, INSPIRATION_TARGETS_MAX);
            setRefusal(
              next === chosen ? `You can choose at most ${INSPIRATION_TARGETS_MAX} boards at once` : null,
            );
            setChosen(next);
          }}
          onRefused={(reason) => setRefusal(reason)}
        />
      );
  }

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {WORDS[mode].lead} Ad: {adName(file)}.
      </Text>
      <PickerSearch label="Search boards" value={words} onChange={setWords} />
      <ScrollArea.Autosize mah={340} type="auto" className={pickerClasses.frame}>
        {content}
      </ScrollArea.Autosize>
      <PickerNotice notice={refusal} />
      <PickerActions
        pending={pending}
        onCancel={onClose}
        confirm={{
          label:
            chosen.size === 0
              ? WORDS[mode].verb.replace(' to', '')
              : `${WORDS[mode].verb} ${boardsWord(chosen.size)}`,
          disabled: chosen.size === 0,
          onClick: () => onConfirm([...chosen]),
        }}
      />
    </Stack>
  );
}
