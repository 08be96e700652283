import { Skeleton, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconCheck, IconHome, IconLayoutGrid } from '@tabler/icons-react';
import type { BoardTarget } from './board-targets.ts';
import pickerClasses from '../../../ui/picker/picker.module.css';
import classes from './dialogs.module.css';

interface BoardPickerListProps {
  rows: readonly BoardTarget[];
  /** One board (a move or a copy of a board) or several (copying or linking a saved ad). */
  multiple: boolean;
  chosen: ReadonlySet<string>;
  onPick: (row: BoardTarget) => void;
  /** A board that can't be chosen was clicked: its reason is shown. */
  onRefused: (reason: string) => void;
  /** Whether rows are listed as search results (flat, each with its parents) rather than as the tree. */
  flat: boolean;
  label: string;
}

/**
 * The boards of a picker, each a button: a board that can't be chosen stays in its place, greyed, with the
 * reason beside it, and says it again when clicked.
 */
export function BoardPickerList({
  rows,
  multiple,
  chosen,
  onPick,
  onRefused,
  flat,
  label,
}: BoardPickerListProps) {
  return (
    <ul className={pickerClasses.list} aria-label={label}>
      {rows.map((row) => {
        const isChosen = chosen.has(row._id);
        const Icon = row.isWorkspace ? IconHome : IconLayoutGrid;
        const reasonId = row.disabledText ? `board-reason-${row._id}` : undefined;
        return (
          <li key={row._id}>
            <UnstyledButton
              className={classes.row}
              style={{ paddingInlineStart: 10 + (flat ? 0 : row.depth * 18) }}
              aria-disabled={row.disabled || undefined}
              aria-pressed={isChosen}
              aria-describedby={reasonId}
              data-chosen={isChosen || undefined}
              onClick={() => (row.disabled ? onRefused(row.disabledText ?? '') : onPick(row))}
            >
              {multiple && (
                // A drawn box, not an input: the row itself is the control, pressed or not.
                <span
                  className={`${pickerClasses.box} ${classes.box}`}
                  data-checked={isChosen || undefined}
                  aria-hidden
                >
                  {isChosen && <IconCheck size={12} stroke={3} />}
                </span>
              )}
              <Icon size={16} className={classes.rowIcon} aria-hidden />
              <span className={classes.rowText}>
                <span className={classes.name}>{row.name}</span>
                {flat && row.path && <span className={classes.path}>in {row.path}</span>}
              </span>
              {row.disabledText ? (
                <span id={reasonId} className={classes.reason}>
                  {row.disabledText}
                </span>
              ) : (
                !multiple && isChosen && <IconCheck size={16} className={classes.check} aria-hidden />
              )}
            </UnstyledButton>
          </li>
        );
      })}
    </ul>
  );
}

export function PickerSkeleton() {
  return (
    <Stack gap={10} p="sm" aria-hidden>
      {[60, 80, 70, 50, 65].map((width) => (
        <Skeleton key={width} h={18} w={`${width}%`} />
      ))}
    </Stack>
  );
}

export function NoBoardsFound({ words }: { words: string }) {
  return (
    <Text size="sm" c="dimmed" p="md" ta="center">
      {words.trim() ? `No board matches “${words.trim()}”` : 'This workspace has no boards yet.'}
    </Text>
  );
}
