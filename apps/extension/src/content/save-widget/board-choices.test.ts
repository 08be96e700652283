import { describe, expect, it } from 'vitest';
import type { BoardOrganisation } from '../../shared/hookline-api.ts';
import { boardGroups, initialOption } from './board-choices.ts';

const acme: BoardOrganisation = {
  orgId: 'o1',
  orgName: 'Acme',
  workspaces: [
    {
      workspaceId: 'w1',
      workspaceName: 'Brand team',
      boards: [
        { _id: 'b1', name: 'Hooks', path: 'Hooks' },
        { _id: 'b2', name: 'UGC', path: 'Hooks / UGC' },
      ],
    },
    { workspaceId: 'w2', workspaceName: 'Empty', boards: [] },
  ],
};
const globex: BoardOrganisation = {
  orgId: 'o2',
  orgName: 'Globex',
  workspaces: [
    { workspaceId: 'w3', workspaceName: 'Growth', boards: [{ _id: 'b3', name: 'Q3', path: 'Q3' }] },
  ],
};

describe("the board picker's choices", () => {
  it("groups boards by workspace, shows each board's path and leaves out workspaces without boards", () => {
    expect(boardGroups([acme])).toEqual([
      {
        label: 'Brand team',
        options: [
          { value: '0', label: 'Hooks', workspaceId: 'w1', folderId: 'b1' },
          { value: '1', label: 'Hooks / UGC', workspaceId: 'w1', folderId: 'b2' },
        ],
      },
    ]);
  });

  it('names the organisation too when there are several', () => {
    expect(boardGroups([acme, globex]).map((group) => group.label)).toEqual([
      'Acme / Brand team',
      'Globex / Growth',
    ]);
  });

  it('offers the board of the last save first, while it still exists', () => {
    const groups = boardGroups([acme, globex]);
    expect(initialOption(groups, { workspaceId: 'w3', folderId: 'b3' })?.folderId).toBe('b3');
    expect(initialOption(groups, { workspaceId: 'w1', folderId: 'deleted' })?.folderId).toBe('b1');
    expect(initialOption(groups, null)?.folderId).toBe('b1');
    expect(initialOption([], null)).toBeUndefined();
  });
});
