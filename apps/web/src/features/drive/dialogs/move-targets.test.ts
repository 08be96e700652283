import type { DriveTreeNode } from '@hookline/domain';
import { describe, expect, it } from 'vitest';
import { ALREADY_HERE, moveTargets } from './move-targets.ts';

const node = (
  id: string,
  children: DriveTreeNode[] = [],
  extra: Partial<DriveTreeNode> = {},
): DriveTreeNode => ({
  _id: id,
  name: id,
  parent: null,
  isWorkspace: false,
  isFolder: true,
  type: 'folder',
  hasChild: children.length > 0,
  children,
  ...extra,
});

const tree = node('ws', [node('A', [node('A1', [node('A1x')])]), node('B')], {
  isWorkspace: true,
  isFolder: false,
});

describe('where a selection can move', () => {
  it('flattens the tree in order with each row’s depth', () => {
    const rows = moveTargets(tree, { movingFolderIds: [], from: 'B', serverDecides: false });
    expect(rows.map((row) => `${row.depth}:${row._id}`)).toEqual(['0:ws', '1:A', '2:A1', '3:A1x', '1:B']);
  });

  it('keeps files out of the folder they are in', () => {
    const rows = moveTargets(tree, { movingFolderIds: [], from: 'B', serverDecides: false });
    expect(rows.filter((row) => row.disabled).map((row) => [row._id, row.disabledText])).toEqual([
      ['B', ALREADY_HERE],
    ]);
  });

  it('keeps folders out of themselves, their sub-folders and their current parent, in the spec’s words', () => {
    const rows = moveTargets(tree, { movingFolderIds: ['A'], from: 'ws', serverDecides: false });
    expect(rows.filter((row) => row.disabled).map((row) => [row._id, row.disabledText])).toEqual([
      ['ws', "You can't move a board to its current parent"],
      ['A', "You can't move to a board you're trying to move"],
      ['A1', "You can't move a board to one of its sub-boards"],
      ['A1x', "You can't move a board to one of its sub-boards"],
    ]);
  });

  it('takes the server’s reasons when the tree was read for the moving folder', () => {
    const withReasons = node(
      'ws',
      [node('A', [], { disabled: true, disabledText: 'No' }), node('B', [], { disabled: false })],
      {
        isWorkspace: true,
      },
    );
    const rows = moveTargets(withReasons, { movingFolderIds: ['A'], from: 'ws', serverDecides: true });
    expect(rows.map((row) => row.disabledText)).toEqual([null, 'No', null]);
  });
});
