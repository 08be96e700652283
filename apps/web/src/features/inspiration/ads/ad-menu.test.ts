import { allowedWorkspaceActions } from '@hookline/domain';
import { describe, expect, it } from 'vitest';
import { boardMenuEntries } from '../boards/board-menu.ts';
import { adMenuEntries, adMenuLabel } from './ad-menu.ts';

const keys = (entries: readonly { key: string }[]) => entries.map((entry) => entry.key);

describe('what a saved ad’s and a board’s menus offer', () => {
  it('offers a collaborator every action, and a guest only to open, favourite and watch', () => {
    expect(keys(adMenuEntries([...allowedWorkspaceActions('collaborator')], { inBoard: true }))).toEqual([
      'open',
      'copy',
      'link',
      'favourite',
      'watch',
      'remove',
    ]);
    expect(keys(adMenuEntries([...allowedWorkspaceActions('guest')], { inBoard: true }))).toEqual([
      'open',
      'favourite',
      'watch',
    ]);
  });

  it('leaves “Remove from board” out where no board is open (the team’s list)', () => {
    expect(keys(adMenuEntries(['workspace.view', 'file.manage'], { inBoard: false }))).not.toContain(
      'remove',
    );
  });

  it('names a toggle by what it will do', () => {
    expect(adMenuLabel('favourite', 'Add to favourites', { isFavourite: true, isWatched: false })).toBe(
      'Remove from favourites',
    );
    expect(adMenuLabel('watch', 'Watch', { isFavourite: false, isWatched: true })).toBe('Stop watching');
  });

  it('gives a guest no board action but favourite and watch', () => {
    expect(keys(boardMenuEntries([...allowedWorkspaceActions('guest')]))).toEqual(['favourite', 'watch']);
    expect(keys(boardMenuEntries([...allowedWorkspaceActions('admin')]))).toContain('delete');
  });
});
