import {
  createDriveFolderBody,
  DRIVE_MESSAGES,
  driveDeletedResponse,
  driveFolderIdParams,
  driveFolderSchema,
  driveFolderTreeQuery,
  driveListItemsBody,
  driveListItemsResponse,
  driveMoveBody,
  drivePathResponse,
  driveTreeNodeSchema,
  driveWorkspaceIdParams,
  reorderDriveFolderBody,
  updateDriveFolderBody,
} from '@hookline/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../platform/context.ts';
import { declareTreeRoutes } from '../../trees/index.ts';
import { driveFolderResource, driveWorkspaceResource } from '../drive-resources.ts';
import { registerMarkRoutes } from '../files/drive-mark.routes.ts';
import { driveViewerOf } from '../files/drive-viewer.ts';
import { driveTree } from './drive-tree.ts';
import { buildFolderDto } from './folder-dto.ts';
import { deleteDriveFolder } from './folders.service.ts';
import { listDriveItems } from './list-items.service.ts';

const tags = ['creative hub: folders'];

/** Creative Hub folders (API.md, "Creative Hub"): a folder id may be the workspace's id, its root. */
export function folderRoutes(context: AppContext): FastifyPluginAsyncZod {
  const { db } = context.database;
  const deps = { db, media: context.driveMedia };

  return async (app) => {
    const { onNode, nodeRoute, nodeOf, errors } = declareTreeRoutes(app, {
      base: '/assets',
      tags,
      db,
      tree: driveTree,
      key: 'folder',
      workspace: driveWorkspaceResource,
      node: driveFolderResource,
      viewerOf: driveViewerOf,
      schemas: {
        params: driveFolderIdParams,
        create: createDriveFolderBody,
        update: updateDriveFolderBody,
        move: driveMoveBody,
        reorder: reorderDriveFolderBody,
        node: driveFolderSchema,
        deleted: driveDeletedResponse,
        workspaceParams: driveWorkspaceIdParams,
        treeQuery: driveFolderTreeQuery,
        tree: driveTreeNodeSchema,
        path: drivePathResponse,
      },
      summaries: {
        create:
          "Create a folder, last among its siblings; `parentId` left out, null or the workspace's id is the root",
        update: "Rename a folder or change its description (the workspace's root can't be renamed)",
        delete:
          'Delete a folder with every folder and file inside it; their stored media is removed by a job',
        tree:
          "The workspace's folder tree from its root (`_id` the workspace's id). With `moving`, each " +
          "folder that can't receive that folder is `disabled`, with the reason in `disabledText`",
        path: "A folder's breadcrumbs, from the workspace's root down to the folder",
        move:
          "Move a folder into another folder of the same workspace, or its root (the workspace's id); " +
          'refused with the reason when the target is the folder, one inside it, or its current parent',
        reorder: 'Put a folder just before its sibling `beforeFolderId`, or last when it is null or left out',
      },
      rootRefusals: { rename: DRIVE_MESSAGES.rootRename, move: DRIVE_MESSAGES.rootMove },
      deleted: DRIVE_MESSAGES.folderDeleted,
      answer: (folder, viewer) => buildFolderDto(deps, { folder, viewer }),
      remove: (ref) => deleteDriveFolder(context, ref),
      treeAnswer: (root) => root,
    });

    const listItems = nodeRoute(
      'workspace.view',
      'A page of what is directly inside a folder: folders first, then files, paged as one list; ' +
        '`total` counts both. Filtering by type or tag lists files only.',
    );
    app.post(
      '/assets/folder/:folderId/list-items',
      {
        ...listItems,
        schema: {
          ...listItems.schema,
          body: driveListItemsBody,
          response: { 200: driveListItemsResponse, ...errors },
        },
      },
      async (request) => {
        const { ref, viewer } = nodeOf(request);
        return listDriveItems(deps, {
          workspaceId: ref.workspaceId,
          folderId: ref.folder ? ref.folder.id : null,
          viewer,
          ...request.body,
        });
      },
    );

    registerMarkRoutes(app, {
      db,
      kind: 'folder',
      path: '/assets/folder/:folderId',
      params: driveFolderIdParams,
      access: onNode('workspace.view'),
      tags,
      targetOf: (request) => {
        const { ref } = nodeOf(request);
        return { id: ref.id, workspaceId: ref.workspaceId };
      },
    });
  };
}
