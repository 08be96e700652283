import {
  boardCopiedResponse,
  boardDeletedResponse,
  boardIdParams,
  boardPathResponse,
  boardTargetBody,
  boardTreeQuery,
  boardTreeResponse,
  createBoardBody,
  errorResponse,
  INSPIRATION_MESSAGES,
  inspirationBoardSchema,
  inspirationWorkspaceParams,
  reorderBoardBody,
  updateBoardBody,
} from '@hookline/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../platform/context.ts';
import { body, onResource, param } from '../../../platform/http/access/declare-access.ts';
import { granted, signedInMember } from '../../../platform/http/access/register-access.ts';
import { inspirationViewerOf } from '../files/inspiration-viewer.ts';
import { registerInspirationMarkRoutes } from '../files/mark.routes.ts';
import { inspirationBoardResource, inspirationWorkspaceResource } from '../inspiration-resources.ts';
import { copyBoard } from './board-copy.service.ts';
import { moveBoard, reorderBoard } from './board-move.service.ts';
import { boardPath, boardTree } from './board-tree.service.ts';
import { createBoard, deleteBoard, updateBoard } from './boards.service.ts';

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse };
const tags = ['inspiration: boards'];
const security = [{ bearerAuth: [] }];

const onBoard = (action: 'workspace.view' | 'board.manage') =>
  onResource(inspirationBoardResource, { id: param('folderId'), action });

/** Inspiration boards (API.md, "Inspiration"): a board id may be the workspace's id, its root. */
export function boardRoutes(context: AppContext): FastifyPluginAsyncZod {
  const { db } = context.database;
  const boardOf = (request: FastifyRequest) => {
    const proven = granted(request, inspirationBoardResource);
    return { ref: proven.row, viewer: inspirationViewerOf(proven) };
  };

  return async (app) => {
    app.post(
      '/inspiration/folder',
      {
        config: {
          access: onResource(inspirationWorkspaceResource, {
            id: body('workspaceId'),
            action: 'board.create',
          }),
        },
        schema: {
          tags,
          summary:
            "Create a board, last among its siblings; `parentId` left out, null or the workspace's id is the root",
          security,
          body: createBoardBody,
          response: { 200: inspirationBoardSchema, ...errors },
        },
      },
      async (request) => {
        const proven = granted(request, inspirationWorkspaceResource);
        return createBoard(context, {
          workspace: proven.row,
          unverifiedParentId: request.body.parentId,
          name: request.body.name,
          description: request.body.description,
          creatorUserId: signedInMember(request).userId,
          viewer: inspirationViewerOf(proven),
        });
      },
    );

    app.put(
      '/inspiration/folder/:folderId',
      {
        config: { access: onBoard('board.manage') },
        schema: {
          tags,
          summary: "Rename a board or change its description (the workspace's root is no board: 400)",
          security,
          params: boardIdParams,
          body: updateBoardBody,
          response: { 200: inspirationBoardSchema, ...errors },
        },
      },
      async (request) =>
        updateBoard(context, {
          ...boardOf(request),
          name: request.body.name,
          description: request.body.description,
        }),
    );

    app.delete(
      '/inspiration/folder/:folderId',
      {
        config: { access: onBoard('board.manage') },
        schema: {
          tags,
          summary:
            'Delete a board with its sub-boards and the saved ads that are in no other board; their media ' +
            'is removed by a job',
          security,
          params: boardIdParams,
          response: { 200: boardDeletedResponse, ...errors },
        },
      },
      async (request) => {
        const { ref } = boardOf(request);
        await deleteBoard(context, ref);
        return { _id: ref.id, message: INSPIRATION_MESSAGES.boardDeleted };
      },
    );

    app.get(
      '/inspiration/folder-tree/workspace/:workspaceId',
      {
        config: {
          access: onResource(inspirationWorkspaceResource, {
            id: param('workspaceId'),
            action: 'workspace.view',
          }),
        },
        schema: {
          tags,
          summary:
            "The workspace's board tree from its root (`_id` the workspace's id). With `moving` or `copying`, " +
            "each board that can't receive that board is `disabled`, with the reason in `disabledText`",
          security,
          params: inspirationWorkspaceParams,
          querystring: boardTreeQuery,
          response: { 200: boardTreeResponse, ...errors },
        },
      },
      async (request) => {
        const { row } = granted(request, inspirationWorkspaceResource);
        return boardTree(db, {
          workspace: row,
          movingId: request.query.moving || undefined,
          copyingId: request.query.moving ? undefined : request.query.copying || undefined,
        });
      },
    );

    app.get(
      '/inspiration/folder/:folderId/path',
      {
        config: { access: onBoard('workspace.view') },
        schema: {
          tags,
          summary: "A board's breadcrumbs, from the workspace's root down to the board",
          security,
          params: boardIdParams,
          response: { 200: boardPathResponse, ...errors },
        },
      },
      async (request) => {
        const { ref } = boardOf(request);
        return boardPath(db, { workspaceId: ref.workspaceId, boardId: ref.id });
      },
    );

    app.put(
      '/inspiration/folder/:folderId/move',
      {
        config: { access: onBoard('board.manage') },
        schema: {
          tags,
          summary:
            "Move a board into another board of the same workspace, or its root (the workspace's id); " +
            'refused with the reason when the target is the board, one of its sub-boards, or its current parent',
          security,
          params: boardIdParams,
          body: boardTargetBody,
          response: { 200: inspirationBoardSchema, ...errors },
        },
      },
      async (request) =>
        moveBoard(context, { ...boardOf(request), unverifiedTargetId: request.body.targetFolderId }),
    );

    app.post(
      '/inspiration/folder/:folderId/copy',
      {
        config: { access: onBoard('board.manage') },
        schema: {
          tags,
          summary:
            'Copy a board with its sub-boards and saved ads (each ad a new one, with its own media) into a ' +
            'board of the same workspace or its root; refused into the board itself',
          security,
          params: boardIdParams,
          body: boardTargetBody,
          response: { 200: boardCopiedResponse, ...errors },
        },
      },
      async (request) => {
        const folder = await copyBoard(context, {
          ...boardOf(request),
          unverifiedTargetId: request.body.targetFolderId,
          userId: signedInMember(request).userId,
        });
        return { folder, message: INSPIRATION_MESSAGES.boardCopied };
      },
    );

    app.put(
      '/inspiration/folder/:folderId/reorder',
      {
        config: { access: onBoard('board.manage') },
        schema: {
          tags,
          summary:
            'Put a board just before its sibling `beforeFolderId`, or last when it is null or left out',
          security,
          params: boardIdParams,
          body: reorderBoardBody,
          response: { 200: inspirationBoardSchema, ...errors },
        },
      },
      async (request) =>
        reorderBoard(context, { ...boardOf(request), unverifiedBeforeId: request.body.beforeFolderId }),
    );

    registerInspirationMarkRoutes(app, {
      db,
      kind: 'board',
      path: '/inspiration/folder/:folderId',
      params: boardIdParams,
      access: onBoard('workspace.view'),
      tags,
      targetOf: (request) => {
        const { ref } = boardOf(request);
        return ref.board ? { id: ref.board.id, workspaceId: ref.workspaceId } : null;
      },
    });
  };
}
