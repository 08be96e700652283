import {
  boardCopiedResponse,
  boardDeletedResponse,
  boardIdParams,
  boardPathResponse,
  boardTargetBody,
  boardTreeQuery,
  boardTreeResponse,
  createBoardBody,
  INSPIRATION_MESSAGES,
  inspirationBoardSchema,
  inspirationWorkspaceParams,
  reorderBoardBody,
  updateBoardBody,
} from '@hookline/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../platform/context.ts';
import { signedInMember } from '../../../platform/http/access/register-access.ts';
import { declareTreeRoutes } from '../../trees/index.ts';
import { inspirationViewerOf } from '../files/inspiration-viewer.ts';
import { registerInspirationMarkRoutes } from '../files/mark.routes.ts';
import { inspirationBoardResource, inspirationWorkspaceResource } from '../inspiration-resources.ts';
import { copyBoard } from './board-copy.service.ts';
import { boardTree } from './board-tree.ts';
import { buildBoardDto } from './board-dto.ts';
import { deleteBoard, dtoDeps } from './boards.service.ts';

const tags = ['inspiration: boards'];

/** Inspiration boards (API.md, "Inspiration"): a board id may be the workspace's id, its root. */
export function boardRoutes(context: AppContext): FastifyPluginAsyncZod {
  const { db } = context.database;

  return async (app) => {
    const { onNode, nodeRoute, nodeOf, errors } = declareTreeRoutes(app, {
      base: '/inspiration',
      tags,
      db,
      tree: boardTree,
      key: 'board',
      workspace: inspirationWorkspaceResource,
      node: inspirationBoardResource,
      viewerOf: inspirationViewerOf,
      schemas: {
        params: boardIdParams,
        create: createBoardBody,
        update: updateBoardBody,
        move: boardTargetBody,
        reorder: reorderBoardBody,
        node: inspirationBoardSchema,
        deleted: boardDeletedResponse,
        workspaceParams: inspirationWorkspaceParams,
        treeQuery: boardTreeQuery,
        tree: boardTreeResponse,
        path: boardPathResponse,
      },
      summaries: {
        create:
          "Create a board, last among its siblings; `parentId` left out, null or the workspace's id is the root",
        update: "Rename a board or change its description (the workspace's root is no board: 400)",
        delete:
          'Delete a board with its sub-boards and the saved ads that are in no other board; their media ' +
          'is removed by a job',
        tree:
          "The workspace's board tree from its root (`_id` the workspace's id). With `moving` or `copying`, " +
          "each board that can't receive that board is `disabled`, with the reason in `disabledText`",
        path: "A board's breadcrumbs, from the workspace's root down to the board",
        move:
          "Move a board into another board of the same workspace, or its root (the workspace's id); " +
          'refused with the reason when the target is the board, one of its sub-boards, or its current parent',
        reorder: 'Put a board just before its sibling `beforeFolderId`, or last when it is null or left out',
      },
      rootRefusals: { rename: INSPIRATION_MESSAGES.chooseBoard, move: INSPIRATION_MESSAGES.chooseBoard },
      deleted: INSPIRATION_MESSAGES.boardDeleted,
      answer: (board, viewer) => buildBoardDto(dtoDeps(context), { board, viewer }),
      remove: (ref) => deleteBoard(context, ref),
      treeAnswer: (root) => ({ data: [root] }),
    });

    const copy = nodeRoute(
      'board.manage',
      'Copy a board with its sub-boards and saved ads (each ad a new one, with its own media) into a ' +
        'board of the same workspace or its root; refused into the board itself',
    );
    app.post(
      '/inspiration/folder/:folderId/copy',
      {
        ...copy,
        schema: { ...copy.schema, body: boardTargetBody, response: { 200: boardCopiedResponse, ...errors } },
      },
      async (request) => {
        const folder = await copyBoard(context, {
          ...nodeOf(request),
          unverifiedTargetId: request.body.targetFolderId,
          userId: signedInMember(request).userId,
        });
        return { folder, message: INSPIRATION_MESSAGES.boardCopied };
      },
    );

    registerInspirationMarkRoutes(app, {
      db,
      kind: 'board',
      path: '/inspiration/folder/:folderId',
      params: boardIdParams,
      access: onNode('workspace.view'),
      tags,
      targetOf: (request) => {
        const { ref } = nodeOf(request);
        return ref.board ? { id: ref.board.id, workspaceId: ref.workspaceId } : null;
      },
    });
  };
}
