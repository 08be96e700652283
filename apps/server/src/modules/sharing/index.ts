/** The sharing area's public face. */
export { sharingArea } from './area.ts';
export { createShareLink } from './share-links.service.ts';
/** How the demo seed (cli/seed-demo-drive.ts) finds the share link it makes last. */
export { hasShareLinkDescribed } from './share-link-lookup.ts';
