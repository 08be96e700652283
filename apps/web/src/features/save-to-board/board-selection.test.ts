import { describe, expect, it } from 'vitest';
import { initialWorkspaceId, parentsOf, saveBody, searchBoards } from './board-selection.ts';

const BOARDS = [
  { _id: 'b1', name: 'Summer', path: 'Summer' },
  { _id: 'b2', name: 'Hooks', path: 'Summer / Hooks' },
  { _id: 'b3', name: 'UGC', path: 'Winter / UGC' },
];

describe('choosing the boards to save an ad into', () => {
  it('saves into the first board chosen and links the ad into the others', () => {
    expect(saveBody({ workspaceId: 'ws-1', discoverAdId: 'ad-1', chosen: [] })).toBeNull();
    expect(saveBody({ workspaceId: 'ws-1', discoverAdId: 'ad-1', chosen: ['b3'] })).toEqual({
      workspaceId: 'ws-1',
      folderId: 'b3',
      discoverAdId: 'ad-1',
    });
    expect(
      saveBody({ workspaceId: 'ws-1', discoverAdId: 'ad-1', chosen: new Set(['b3', 'b1', 'b2']) }),
    ).toEqual({
      workspaceId: 'ws-1',
      folderId: 'b3',
      folderIds: ['b1', 'b2'],
      discoverAdId: 'ad-1',
    });
  });

  it('opens on the active workspace where the caller may save, else the first', () => {
    const picker = [
      { workspaceId: 'ws-1', workspaceName: 'One', boards: [] },
      { workspaceId: 'ws-2', workspaceName: 'Two', boards: [] },
    ];
    expect(initialWorkspaceId(picker, 'ws-2')).toBe('ws-2');
    expect(initialWorkspaceId(picker, 'ws-guest')).toBe('ws-1');
    expect(initialWorkspaceId([], 'ws-1')).toBeNull();
  });

  it('finds boards by their name or their parents', () => {
    expect(searchBoards(BOARDS, '').map((board) => board._id)).toEqual(['b1', 'b2', 'b3']);
    expect(searchBoards(BOARDS, 'summer').map((board) => board._id)).toEqual(['b1', 'b2']);
    expect(searchBoards(BOARDS, 'winter ugc').map((board) => board._id)).toEqual(['b3']);
    expect(parentsOf(BOARDS[1]!)).toBe('Summer');
    expect(parentsOf(BOARDS[0]!)).toBeNull();
  });
});
