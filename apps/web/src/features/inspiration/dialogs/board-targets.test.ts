import { INSPIRATION_MESSAGES, type DriveTreeNode } from '@hookline/domain';
import { describe, expect, it } from 'vitest';
import { alreadyIn, boardTargets, CANNOT_CHOOSE, searchTargets } from './board-targets.ts';

const node = (
  _id: string,
  name: string,
  children: DriveTreeNode[] = [],
  extra: Partial<DriveTreeNode> = {},
): DriveTreeNode => ({
  _id,
  name,
  parent: null,
  isWorkspace: false,
  isFolder: true,
  type: 'folder',
  hasChild: children.length > 0,
  children,
  ...extra,
});

/** A move tree for "Summer": the server refuses itself, its sub-board and its parent (the root). */
const MOVE_TREE = node(
  'ws-1',
  'Spring campaign',
  [
    node(
      'summer',
      'Summer',
      [node('hooks', 'Hooks', [], { disabled: true, disabledText: INSPIRATION_MESSAGES.moveIntoSubBoard })],
      {
        disabled: true,
        disabledText: INSPIRATION_MESSAGES.moveIntoItself,
      },
    ),
    node('winter', 'Winter', [], { disabled: false }),
  ],
  {
    isWorkspace: true,
    isFolder: false,
    disabled: true,
    disabledText: INSPIRATION_MESSAGES.moveToCurrentParent,
  },
);

describe('the boards a picker offers', () => {
  it('shows every board of a move with the spec’s reason where it can’t go', () => {
    const rows = boardTargets(MOVE_TREE, { includeRoot: true });
    expect(rows.map((row) => [row.name, row.depth, row.disabledText])).toEqual([
      ['Spring campaign', 0, "You can't move a board to its current parent"],
      ['Summer', 1, "You can't move to a board you're trying to move"],
      ['Hooks', 2, "You can't move a board to one of its sub-boards"],
      ['Winter', 1, null],
    ]);
    expect(rows.filter((row) => row.disabled).map((row) => row._id)).toEqual(['ws-1', 'summer', 'hooks']);
    expect(rows.find((row) => row._id === 'hooks')?.path).toBe('Summer');
  });

  it('names a board the server refused without a reason', () => {
    const tree = node('ws-1', 'Root', [node('a', 'A', [], { disabled: true })], { isWorkspace: true });
    expect(boardTargets(tree, { includeRoot: true })[1]?.disabledText).toBe(CANNOT_CHOOSE);
  });

  it('leaves the root out for a saved ad, and refuses the boards it is already in', () => {
    const tree = node('ws-1', 'Root', [node('a', 'A', [node('b', 'B')]), node('c', 'C')], {
      isWorkspace: true,
    });
    const rows = boardTargets(tree, { includeRoot: false, refused: alreadyIn(['b']) });
    expect(rows.map((row) => [row._id, row.depth, row.disabled])).toEqual([
      ['a', 0, false],
      ['b', 1, true],
      ['c', 0, false],
    ]);
    expect(rows[1]?.disabledText).toBe(INSPIRATION_MESSAGES.alreadyInBoard);
  });

  it('finds boards by every word typed, in any case', () => {
    const rows = boardTargets(MOVE_TREE, { includeRoot: true });
    expect(searchTargets(rows, '  ').length).toBe(4);
    expect(searchTargets(rows, 'HOO').map((row) => row._id)).toEqual(['hooks']);
    expect(searchTargets(rows, 'win ter').map((row) => row._id)).toEqual(['winter']);
  });
});
