/**
 * Inspiration's routes (spec section 2): a workspace's boards, the team's saved ads, and the saved filters
 * and presets, all under /app. A saved ad opens over the page it is listed on (`?ad=`).
 */

const segment = (id: string) => encodeURIComponent(id);

export const inspirationPaths = {
  /** A workspace's boards: its root (every top board) when `folderId` is left out or is the workspace's id. */
  board: (workspaceId: string, folderId?: string | null): string =>
    !folderId || folderId === workspaceId
      ? `/app/inspirations/${segment(workspaceId)}`
      : `/app/inspirations/${segment(workspaceId)}/${segment(folderId)}`,
  /** What everyone in the organisation saved, newest first. */
  team: (): string => '/app/library/team-inspiration',
  savedFilter: (filterId: string): string => `/app/filter-inspiration/saved/${segment(filterId)}`,
  presetFilter: (presetId: string): string => `/app/filter-inspiration/preset/${segment(presetId)}`,
} as const;

/** The route patterns the router registers for the paths above. */
export const INSPIRATION_ROUTE_PATTERNS = {
  board: 'inspirations/:workspaceId/:folderId?',
  team: 'library/team-inspiration',
  savedFilter: 'filter-inspiration/saved/:filterId',
  presetFilter: 'filter-inspiration/preset/:filterId',
} as const;
