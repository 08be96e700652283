/** The app's routes that screens link to (spec section 2). */
export const APP_PATHS = {
  home: '/app',
  orgWizard: '/app/org/wizard',
  createOrg: '/app/org/create',
  partnerCreateOrg: '/app/partner/org/create',
  createWorkspace: '/app/createWorkspace',
  /** Where a deleted account's owner lands, signed out: the goodbye screen. */
  accountDeleted: '/goodbye',
  /** A workspace's Inspiration boards, where the user lands after deleting a workspace (spec section 2). */
  inspirations: (workspaceId: string) => `/app/inspirations/${encodeURIComponent(workspaceId)}`,
} as const;
