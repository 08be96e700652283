/** The sharing area's public face. */
export { sharingArea } from './area.ts';
export { createShareLink } from './share-links.service.ts';
