/** The Analytics routes of spec section 2, under /app. */
export const analyticsPaths = {
  home: (workspaceId: string) => `/app/analytics/${workspaceId}`,
  snapshots: (workspaceId: string) => `/app/analytics/${workspaceId}/snapshots`,
  adAccounts: (workspaceId: string) => `/app/analytics/${workspaceId}/ad-accounts`,
  onboard: (workspaceId: string) => `/app/analytics/${workspaceId}/onboard/ad-accounts`,
  report: (workspaceId: string, reportId: string, comparison = false) =>
    `/app/analytics/${workspaceId}/report/${comparison ? 'comparison' : 'top'}/${reportId}`,
  newReport: (workspaceId: string, comparison = false) =>
    `/app/analytics/${workspaceId}/report/${comparison ? 'comparison' : 'top'}/new`,
  publicSnapshot: (snapshotId: string) => `/share/snapshots/${snapshotId}`,
};

/** Spec section 2: any path containing /comparison/ means comparison mode. */
export const isComparisonPath = (pathname: string): boolean => pathname.includes('/comparison/');

/** A report's page (`report/top/:id`, `report/comparison/:id`, their short forms, `new`): the panel folds there. */
export const isReportPath = (pathname: string): boolean =>
  /^\/app\/analytics\/[^/]+\/((report\/)?(top|comparison)\/[^/]+|new)\/?$/.test(pathname);
