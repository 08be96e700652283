import { defineArea } from '../../platform/area.ts';
import { registerUploadProduct } from '../drive/index.ts';
import { boardRoutes } from './boards/boards.routes.ts';
import { inspirationCommentAddedHandler } from './discussions/comment-notifications.ts';
import { inspirationCommentResources } from './discussions/discussion-resources.ts';
import { inspirationDiscussionRoutes } from './discussions/discussions.routes.ts';
import { createExpertBoardSource } from './expert-board/expert-board-source.ts';
import { extensionRoutes } from './extension/extension.routes.ts';
import { fileRoutes } from './files/files.routes.ts';
import { inspirationResources } from './inspiration-resources.ts';
import './inspiration-services.ts';
import { listRoutes } from './list/list.routes.ts';
import { createInspirationMediaUrls } from './media/media-urls.ts';
import { inspirationMediaJobHandlers } from './media/media.job.ts';
import { inspirationMediaRoutes } from './media/media.routes.ts';
import { pickerRoutes } from './pickers/pickers.routes.ts';
import * as tables from './tables.ts';
import { inspirationUploads } from './uploads/inspiration-uploads.ts';
import {
  inspirationFirstSteps,
  inspirationStoredBytes,
  inspirationStoredKeys,
  inspirationTagUsage,
  inspirationUsageCounter,
} from './usage/inspiration-usage.ts';

/** Images and videos of saved ads arrive through the Creative Hub's tus uploads (`product=inspiration`). */
registerUploadProduct('inspiration', inspirationUploads);

/**
 * Inspiration: a workspace's boards of saved ads (from Discover, the browser extension or uploads), their
 * comments by asset, the team's list, and the extension's calls.
 */
export const inspirationArea = defineArea({
  name: 'inspiration',
  tables,
  product: 'inspiration',
  routes: [
    { service: 'main', plugin: boardRoutes },
    { service: 'main', plugin: listRoutes },
    { service: 'main', plugin: fileRoutes },
    { service: 'main', plugin: inspirationMediaRoutes },
    { service: 'main', plugin: pickerRoutes },
    { service: 'main', plugin: extensionRoutes },
    { service: 'main', plugin: inspirationDiscussionRoutes },
  ],
  jobs: [...inspirationMediaJobHandlers, inspirationCommentAddedHandler],
  resources: [...inspirationResources, ...inspirationCommentResources],
  /** Saved ads, against the plan's `inspirationCount`. */
  usage: inspirationUsageCounter,
  firstSteps: inspirationFirstSteps,
  storedKeys: inspirationStoredKeys,
  storedBytes: inspirationStoredBytes,
  tagUsage: inspirationTagUsage,
  services: (config) => {
    const inspirationMedia = createInspirationMediaUrls(config.jwtSecret);
    return { inspirationMedia, expertBoards: createExpertBoardSource(inspirationMedia) };
  },
});
