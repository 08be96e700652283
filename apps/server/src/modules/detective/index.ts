/** The Detective area's public face. */
export type * from './tables.ts';
export { detectiveArea } from './area.ts';
/** The demo workspace's tracked brands, for the demo seed (cli/seed-demo-detective.ts). */
export { seedDetectiveDemo } from './demo-trackers.ts';
export type * from './ai/tables.ts';
/** A tracked brand's dashboard as a share link shares it: the tracker, its brand and its figures. */
export { detectiveTrackerResource } from './detective-resources.ts';
export { trackerInWorkspace } from './tracker-lookup.ts';
export { trackerDto } from './trackers.service.ts';
export { brandDashboard } from './brand-dashboard.service.ts';
