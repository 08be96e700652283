import { allowedWorkspaceActions } from '@hookline/domain';
import { describe, expect, it } from 'vitest';
import { allowedMenu, FILE_MENU, FOLDER_MENU, menuLabel } from './item-actions.ts';

describe('item menus', () => {
  it('offers a guest only what a guest may do', () => {
    const guest = [...allowedWorkspaceActions('guest')];
    expect(allowedMenu(FOLDER_MENU, guest).map((entry) => entry.key)).toEqual(['favourite', 'watch', 'zip']);
    expect(allowedMenu(FILE_MENU, guest).map((entry) => entry.key)).toEqual([
      'open',
      'download',
      'favourite',
      'watch',
    ]);
  });

  it('offers a collaborator everything', () => {
    const collaborator = [...allowedWorkspaceActions('collaborator')];
    expect(allowedMenu(FOLDER_MENU, collaborator)).toHaveLength(FOLDER_MENU.length);
    expect(allowedMenu(FILE_MENU, collaborator)).toHaveLength(FILE_MENU.length);
  });

  it('names the toggles after the item’s state', () => {
    expect(menuLabel('favourite', 'Favourite', { isFavourite: true, isWatched: false })).toBe(
      'Remove from favourites',
    );
    expect(menuLabel('watch', 'Watch', { isFavourite: false, isWatched: true })).toBe('Stop watching');
    expect(menuLabel('move', 'Move', { isFavourite: false, isWatched: false })).toBe('Move');
  });
});
