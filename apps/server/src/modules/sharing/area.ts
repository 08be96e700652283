import { defineArea } from '../../platform/area.ts';
import { publicBoardShareRoutes } from './public-board-share.routes.ts';
import { publicDetectiveShareRoutes } from './public-detective-share.routes.ts';
import { publicShareMediaRoutes } from './public-share-media.routes.ts';
import { publicShareRoutes } from './public-share.routes.ts';
import { shareLinkResource, shareTargetResource } from './share-link-resources.ts';
import { shareLinkRoutes } from './share-links.routes.ts';
import { sharedFileResource, sharedLinkResource, sharedSavedAdResource } from './shared-asset-resources.ts';
import * as tables from './tables.ts';

/**
 * Share links to folders, files, boards, Discover ads and brands, and tracked brands' dashboards, and the
 * public pages their viewers open.
 */
export const sharingArea = defineArea({
  name: 'sharing',
  tables,
  routes: [
    { service: 'main', plugin: shareLinkRoutes },
    { service: 'main', plugin: publicShareRoutes },
    { service: 'main', plugin: publicBoardShareRoutes },
    { service: 'main', plugin: publicShareMediaRoutes },
    { service: 'main', plugin: publicDetectiveShareRoutes },
  ],
  resources: [
    shareLinkResource,
    shareTargetResource,
    sharedLinkResource,
    sharedFileResource,
    sharedSavedAdResource,
  ],
});
