/** A saved ad's actions, in the menu's order, with what the server must allow for each. */
export const AD_MENU = [
  { key: 'open', label: 'Open', needs: 'workspace.view' },
  { key: 'copy', label: 'Copy to boards…', needs: 'file.manage' },
  { key: 'link', label: 'Add to more boards…', needs: 'file.manage' },
  { key: 'favourite', label: 'Add to favourites', needs: 'workspace.view' },
  { key: 'watch', label: 'Watch', needs: 'workspace.view' },
  { key: 'remove', label: 'Remove from board', needs: 'file.manage' },
] as const;

export type AdMenuKey = (typeof AD_MENU)[number]['key'];

/**
 * The entries the caller may use: the server's `allowedActions` on the ad decide, never the role. "Remove
 * from board" needs a board to remove it from (not on the team's list).
 */
export function adMenuEntries(allowedActions: readonly string[], options: { inBoard: boolean }) {
  return AD_MENU.filter(
    (entry) => allowedActions.includes(entry.needs) && (entry.key !== 'remove' || options.inBoard),
  );
}

export function adMenuLabel(
  key: AdMenuKey,
  label: string,
  file: { isFavourite: boolean; isWatched: boolean },
) {
  if (key === 'favourite' && file.isFavourite) return 'Remove from favourites';
  if (key === 'watch' && file.isWatched) return 'Stop watching';
  return label;
}
