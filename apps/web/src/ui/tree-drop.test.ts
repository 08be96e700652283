import { DRIVE_MESSAGES, type DriveTreeNode } from '@hookline/domain';
import { describe, expect, it } from 'vitest';
import { ancestorsOf, applyDropPlan, dropPlan, visibleRows } from './tree-drop.ts';

const node = (id: string, children: DriveTreeNode[] = []): DriveTreeNode => ({
  _id: id,
  name: id,
  parent: null,
  isWorkspace: id === 'ws',
  isFolder: id !== 'ws',
  type: 'folder',
  hasChild: children.length > 0,
  children,
});

const tree = node('ws', [node('A', [node('A1'), node('A2')]), node('B'), node('C')]);
const names = (root: DriveTreeNode): string => {
  const inner = root.children.map(names).join(',');
  return inner ? `${root._id}(${inner})` : root._id;
};

describe('the folder tree’s rows', () => {
  it('shows the root, then folders whose parents are open', () => {
    expect(visibleRows(tree, new Set()).map((row) => `${row.depth}${row.node._id}`)).toEqual([
      '0ws',
      '1A',
      '1B',
      '1C',
    ]);
    expect(visibleRows(tree, new Set(['A'])).map((row) => row.node._id)).toEqual([
      'ws',
      'A',
      'A1',
      'A2',
      'B',
      'C',
    ]);
    expect(ancestorsOf(tree, 'A2')).toEqual(['A', 'ws']);
  });
});

describe('dropping a folder', () => {
  it('moves it into the folder under the pointer', () => {
    const plan = dropPlan(tree, 'B', 'A', 'into', DRIVE_MESSAGES);
    expect(plan).toEqual({ kind: 'move', targetId: 'A' });
    expect(names(applyDropPlan(tree, 'B', plan!))).toBe('ws(A(A1,A2,B),C)');
  });

  it('refuses itself, its sub-folders and its current parent, in the spec’s words', () => {
    expect(dropPlan(tree, 'A', 'A1', 'into', DRIVE_MESSAGES)).toEqual({
      kind: 'refused',
      reason: "You can't move a board to one of its sub-boards",
    });
    expect(dropPlan(tree, 'A1', 'A', 'into', DRIVE_MESSAGES)).toEqual({
      kind: 'refused',
      reason: "You can't move a board to its current parent",
    });
    expect(dropPlan(tree, 'B', 'ws', 'before', DRIVE_MESSAGES)).toEqual({
      kind: 'refused',
      reason: "You can't move a board to its current parent",
    });
    expect(dropPlan(tree, 'A', 'A2', 'before', DRIVE_MESSAGES)).toEqual({
      kind: 'refused',
      reason: "You can't move a board to one of its sub-boards",
    });
  });

  it('reorders siblings by their edges', () => {
    const before = dropPlan(tree, 'C', 'A', 'before', DRIVE_MESSAGES);
    expect(before).toEqual({ kind: 'reorder', beforeId: 'A' });
    expect(names(applyDropPlan(tree, 'C', before!))).toBe('ws(C,A(A1,A2),B)');
    const after = dropPlan(tree, 'A', 'C', 'after', DRIVE_MESSAGES);
    expect(after).toEqual({ kind: 'reorder', beforeId: null });
    expect(names(applyDropPlan(tree, 'A', after!))).toBe('ws(B,C,A(A1,A2))');
    expect(dropPlan(tree, 'A', 'B', 'after', DRIVE_MESSAGES)).toEqual({ kind: 'reorder', beforeId: 'C' });
  });

  it('changes nothing when the folder lands where it is', () => {
    expect(dropPlan(tree, 'A', 'B', 'before', DRIVE_MESSAGES)).toBeNull();
    expect(dropPlan(tree, 'B', 'A', 'after', DRIVE_MESSAGES)).toBeNull();
    expect(dropPlan(tree, 'B', 'B', 'into', DRIVE_MESSAGES)).toBeNull();
  });

  it('moves a folder beside a folder of another parent, then puts it in place', () => {
    const plan = dropPlan(tree, 'C', 'A2', 'before', DRIVE_MESSAGES);
    expect(plan).toEqual({ kind: 'reorder', beforeId: 'A2', moveInto: 'A' });
    expect(names(applyDropPlan(tree, 'C', plan!))).toBe('ws(A(A1,C,A2),B)');
  });
});
