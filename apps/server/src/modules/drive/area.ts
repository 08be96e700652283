import { defineArea } from '../../platform/area.ts';
import { driveResources } from './drive-resources.ts';
import './drive-services.ts';
import { createMediaUrls } from './media/media-urls.ts';
import * as tables from './tables.ts';

/** The Creative Hub: folders, files and their versions, uploads, media jobs, review comments and zips. */
export const driveArea = defineArea({
  name: 'drive',
  tables,
  routes: [],
  resources: driveResources,
  services: (config) => ({ driveMedia: createMediaUrls(config.jwtSecret) }),
});
