import { describe, expect, it } from 'vitest';
import type { FolderTree } from '../../../../api/report-library-api.ts';
import {
  dragId,
  dropReport,
  moveFolder,
  moveReportToFolder,
  parseDragId,
  reorderBody,
} from './tree-order.ts';

const report = (id: string) => ({
  _id: id,
  name: `Report ${id}`,
  adAccountId: 'acc-1',
  reportType: 'top_ads',
  emoticon: null,
});
const folder = (id: string, position: number, children: string[]) => ({
  _id: id,
  name: `Folder ${id}`,
  adAccountId: 'acc-1',
  workspaceId: 'ws-1',
  emoticon: null,
  position,
  children: children.map(report),
});

const TREE: FolderTree = {
  data: [folder('a', 0, ['r1', 'r2', 'r3']), folder('b', 1, ['r4']), folder('c', 2, [])],
  unfiled: [report('u1'), report('u2')],
};

/** The tree as `folder: reports` lines, to read what moved where. */
const shape = (tree: FolderTree | null | undefined) =>
  tree && [
    ...tree.data.map((item) => `${item._id}: ${item.children.map((child) => child._id).join(' ')}`),
    `-: ${tree.unfiled.map((child) => child._id).join(' ')}`,
  ];

describe('drag ids', () => {
  it('read back what they name', () => {
    expect(parseDragId(dragId.folder('a'))).toEqual({ kind: 'folder', id: 'a' });
    expect(parseDragId(dragId.report('r1'))).toEqual({ kind: 'report', id: 'r1' });
    expect(parseDragId(dragId.intoFolder('b'))).toEqual({ kind: 'into-folder', id: 'b' });
    expect(parseDragId(dragId.unfiled)).toEqual({ kind: 'unfiled' });
    expect(parseDragId('something')).toBeNull();
  });
});

describe('moveFolder', () => {
  it('puts the folder where the other one was and renumbers the positions', () => {
    const moved = moveFolder(TREE, 'c', 'a');
    expect(moved?.data.map((item) => [item._id, item.position])).toEqual([
      ['c', 0],
      ['a', 1],
      ['b', 2],
    ]);
    expect(moved && reorderBody(moved)).toEqual([
      { _id: 'c', reportIds: [] },
      { _id: 'a', reportIds: ['r1', 'r2', 'r3'] },
      { _id: 'b', reportIds: ['r4'] },
    ]);
  });

  it('is null when dropped on itself', () => {
    expect(moveFolder(TREE, 'a', 'a')).toBeNull();
  });
});

describe('dropReport', () => {
  it('reorders inside a folder and saves the whole order', () => {
    const drop = dropReport(TREE, 'r3', { kind: 'report', id: 'r1' });
    expect(drop?.save).toBe('order');
    expect(shape(drop?.tree)).toEqual(['a: r3 r1 r2', 'b: r4', 'c: ', '-: u1 u2']);
  });

  it('moves a report before the report it lands on in another folder', () => {
    const drop = dropReport(TREE, 'r2', { kind: 'report', id: 'r4' });
    expect(drop).toMatchObject({ save: 'order', folderId: 'b' });
    expect(shape(drop?.tree)).toEqual(['a: r1 r3', 'b: r2 r4', 'c: ', '-: u1 u2']);
  });

  it('puts a report at the end of a folder dropped on its row, even an empty one', () => {
    expect(shape(dropReport(TREE, 'u1', { kind: 'into-folder', id: 'c' })?.tree)).toEqual([
      'a: r1 r2 r3',
      'b: r4',
      'c: u1',
      '-: u2',
    ]);
    expect(shape(dropReport(TREE, 'r1', { kind: 'into-folder', id: 'b' })?.tree)).toEqual([
      'a: r2 r3',
      'b: r4 r1',
      'c: ',
      '-: u1 u2',
    ]);
  });

  it('takes a report out of its folder on "Not in a folder" or on a report there', () => {
    const onArea = dropReport(TREE, 'r1', { kind: 'unfiled' });
    expect(onArea?.save).toBe('unfile');
    expect(shape(onArea?.tree)).toEqual(['a: r2 r3', 'b: r4', 'c: ', '-: u1 u2 r1']);
    expect(dropReport(TREE, 'r1', { kind: 'report', id: 'u1' })?.save).toBe('unfile');
  });

  it('changes nothing where nothing would move', () => {
    expect(dropReport(TREE, 'r1', { kind: 'report', id: 'r1' })).toBeNull();
    expect(dropReport(TREE, 'r1', { kind: 'into-folder', id: 'a' })).toBeNull();
    expect(dropReport(TREE, 'u1', { kind: 'report', id: 'u2' })).toBeNull();
    expect(dropReport(TREE, 'u1', { kind: 'unfiled' })).toBeNull();
    expect(dropReport(TREE, 'r1', { kind: 'folder', id: 'b' })).toBeNull();
  });
});

describe('moveReportToFolder', () => {
  it('appends the report to the folder, as the server does', () => {
    expect(shape(moveReportToFolder(TREE, 'u2', 'a'))).toEqual(['a: r1 r2 r3 u2', 'b: r4', 'c: ', '-: u1']);
    expect(shape(moveReportToFolder(TREE, 'r4', null))).toEqual(['a: r1 r2 r3', 'b: ', 'c: ', '-: u1 u2 r4']);
  });

  it('is null for the folder it is already in, or a folder that is gone', () => {
    expect(moveReportToFolder(TREE, 'r1', 'a')).toBeNull();
    expect(moveReportToFolder(TREE, 'r1', 'missing')).toBeNull();
  });
});
