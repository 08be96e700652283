import { defineArea } from '../../platform/area.ts';
import { folderChatRoutes } from './chat/folder-chat.routes.ts';
import { resealChatWebhooks } from './chat/folder-chat.service.ts';
import { dropDriveCustomFieldValues } from './custom-field-values.ts';
import { deleteStoredMediaHandler } from './deletion/delete-stored-media.job.ts';
import { driveDiscussionResource, driveReplyResource } from './discussions/discussion-resources.ts';
import { discussionRoutes } from './discussions/discussions.routes.ts';
import { driveResources } from './drive-resources.ts';
import { driveFileCollectLinkResource } from './file-collect/file-collect-resources.ts';
import { fileCollectRoutes } from './file-collect/file-collect.routes.ts';
import './drive-services.ts';
import { fileRoutes } from './files/files.routes.ts';
import { folderRoutes } from './folders/folders.routes.ts';
import { libraryRoutes } from './library/library.routes.ts';
import { mediaJobHandlers } from './media/media.job.ts';
import { mediaRoutes } from './media/media.routes.ts';
import { pruneNotificationDeliveriesHandler } from './notifications/deliveries.ts';
import { driveCommentAddedHandler, driveFileUploadedHandler } from './notifications/drive-event-handlers.ts';
import * as notificationTables from './notifications/tables.ts';
import { createMediaUrls } from './media/media-urls.ts';
import { driveTagUsage } from './tag-usage.ts';
import * as tables from './tables.ts';
import { uploadPruneHandler } from './uploads/upload-prune.job.ts';
import { uploadRoutes } from './uploads/upload.routes.ts';
import { driveUsageRoutes } from './usage/drive-usage.routes.ts';
import {
  driveFirstSteps,
  driveStoredBytes,
  driveStoredKeys,
  driveUsageCounter,
} from './usage/drive-usage.service.ts';
import { versionRoutes } from './versions/versions.routes.ts';
import { zipJobHandlers } from './zips/zip.handlers.ts';
import { driveZipJobResource } from './zips/zip-resources.ts';
import { zipRoutes } from './zips/zip.routes.ts';

/** The Creative Hub: folders, files and their versions, uploads, media jobs, review comments and zips. */
export const driveArea = defineArea({
  name: 'drive',
  tables: { ...tables, ...notificationTables },
  product: 'drive',
  routes: [
    { service: 'main', plugin: folderRoutes },
    { service: 'main', plugin: fileRoutes },
    { service: 'main', plugin: versionRoutes },
    { service: 'main', plugin: discussionRoutes },
    { service: 'main', plugin: folderChatRoutes },
    { service: 'main', plugin: libraryRoutes },
    { service: 'main', plugin: uploadRoutes },
    { service: 'main', plugin: mediaRoutes },
    { service: 'main', plugin: zipRoutes },
    { service: 'main', plugin: driveUsageRoutes },
    { service: 'main', plugin: fileCollectRoutes },
  ],
  jobs: [
    deleteStoredMediaHandler,
    ...mediaJobHandlers,
    ...zipJobHandlers,
    uploadPruneHandler,
    driveCommentAddedHandler,
    driveFileUploadedHandler,
    pruneNotificationDeliveriesHandler,
  ],
  resources: [
    ...driveResources,
    driveZipJobResource,
    driveFileCollectLinkResource,
    driveDiscussionResource,
    driveReplyResource,
  ],
  usage: driveUsageCounter,
  firstSteps: driveFirstSteps,
  storedKeys: driveStoredKeys,
  storedBytes: driveStoredBytes,
  services: (config) => ({ driveMedia: createMediaUrls(config.jwtSecret) }),
  tagUsage: driveTagUsage,
  dropCustomFieldValues: dropDriveCustomFieldValues,
  /** Team-chat webhooks sealed by an older encryption key are sealed again with the newest. */
  async onStart(context) {
    const { resealed, unreadable } = await resealChatWebhooks(context);
    if (resealed > 0 || unreadable > 0) {
      context.log.info({ resealed, unreadable }, 'team-chat webhooks resealed');
    }
  },
});
