import {
  errorResponse,
  type DrivePathStep,
  type DriveTreeNode,
  type WorkspaceAction,
} from '@hookline/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { body, onResource, param } from '../../platform/http/access/declare-access.ts';
import { granted, signedInMember, type Granted } from '../../platform/http/access/register-access.ts';
import type { Resource } from '../../platform/http/access/resource.ts';
import { badRequest } from '../../platform/http/app-error.ts';
import type { Executor } from '../../platform/db/database.ts';
import type { WorkspaceAccess, WorkspaceRow } from '../tenancy/index.ts';
import type { Tree } from './tree-of.ts';
import type { TreeRef } from './tree-resources.ts';
import type { TreeRow } from './tree-table.ts';

type ZodApp = Parameters<FastifyPluginAsyncZod>[0];
type WorkspaceResource<Row> = Resource<Row, WorkspaceAccess, WorkspaceAction>;

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse };
const security = [{ bearerAuth: [] }];

/** An area's payloads and answers for the routes of its tree, from `packages/domain`. */
export interface TreeRouteSchemas<Node, TreeAnswer> {
  /** `:folderId`, a node's id or the workspace's for its root. */
  params: z.ZodType<{ folderId: string }>;
  create: z.ZodType<{
    workspaceId: string;
    parentId?: string | null | undefined;
    name: string;
    description?: string | null | undefined;
  }>;
  update: z.ZodType<{ name?: string | undefined; description?: string | null | undefined }>;
  move: z.ZodType<{ targetFolderId: string }>;
  reorder: z.ZodType<{ beforeFolderId: string | null }>;
  node: z.ZodType<Node>;
  deleted: z.ZodType<{ _id: string; message: string }>;
  workspaceParams: z.ZodType<{ workspaceId: string }>;
  treeQuery: z.ZodType<{ moving?: string | undefined; copying?: string | undefined }>;
  tree: z.ZodType<TreeAnswer>;
  path: z.ZodType<{ data: DrivePathStep[] }>;
}

/** What an area declares of its tree's routes: where they are, how they read, and what answers them. */
export interface TreeRoutes<Key extends string, Row extends TreeRow, Viewer, Node, TreeAnswer> {
  /** The routes' prefix: `${base}/folder…` and `${base}/folder-tree/workspace/:workspaceId`. */
  base: string;
  tags: string[];
  db: Executor;
  tree: Tree<Row>;
  workspace: WorkspaceResource<WorkspaceRow>;
  node: WorkspaceResource<TreeRef<Key, Row>>;
  /** Where the node's row is in its ref (`folder`, `board`). */
  key: Key;
  viewerOf: (proven: Granted<unknown, WorkspaceAccess>) => Viewer;
  schemas: TreeRouteSchemas<Node, TreeAnswer>;
  summaries: Record<'create' | 'update' | 'delete' | 'tree' | 'path' | 'move' | 'reorder', string>;
  /** Why the workspace's root can't be renamed, nor moved or reordered (400). */
  rootRefusals: { rename: string; move: string };
  /** The message of a delete's answer. */
  deleted: string;
  /** A node as the area answers it to `viewer`. */
  answer: (row: Row, viewer: Viewer) => Promise<Node>;
  /** Deletes a node with what the area keeps in it. */
  remove: (ref: TreeRef<Key, Row>) => Promise<void>;
  /** The tree's answer around its root. */
  treeAnswer: (root: DriveTreeNode) => TreeAnswer;
}

/**
 * Declares a tree's routes (API.md): create, rename, delete, the tree, a node's path, move and reorder, each
 * behind its access. Gives back how the area's own routes on a node declare access and read it.
 */
export function declareTreeRoutes<Key extends string, Row extends TreeRow, Viewer, Node, TreeAnswer>(
  app: ZodApp,
  spec: TreeRoutes<Key, Row, Viewer, Node, TreeAnswer>,
) {
  const { tags, schemas, summaries, db, tree } = spec;
  const path = `${spec.base}/folder/:folderId`;
  // The area's types tie each answer to its schema; Fastify can't resolve a reply of a generic schema.
  const node: z.ZodType = schemas.node;
  const treeSchema: z.ZodType = schemas.tree;
  const nodeAnswer = { 200: node, ...errors };
  const onNode = (action: 'workspace.view' | 'board.manage') =>
    onResource(spec.node, { id: param('folderId'), action });
  /** A route on one node: its access, and the schema's parts every such route has. */
  const nodeRoute = (action: 'workspace.view' | 'board.manage', summary: string) => ({
    config: { access: onNode(action) },
    schema: { tags, summary, security, params: schemas.params },
  });
  const nodeOf = (request: FastifyRequest) => {
    const proven = granted(request, spec.node);
    return { ref: proven.row, viewer: spec.viewerOf(proven) };
  };
  /** The node a change names, which must be a real node: the workspace's root is not one to change. */
  const changed = (
    request: FastifyRequest,
    change: keyof TreeRoutes<Key, Row, Viewer, Node, TreeAnswer>['rootRefusals'],
  ) => {
    const { ref, viewer } = nodeOf(request);
    const row = ref[spec.key];
    if (!row) throw badRequest(spec.rootRefusals[change]);
    return { node: row, viewer };
  };

  app.post(
    `${spec.base}/folder`,
    {
      config: { access: onResource(spec.workspace, { id: body('workspaceId'), action: 'board.create' }) },
      schema: { tags, summary: summaries.create, security, body: schemas.create, response: nodeAnswer },
    },
    async (request) => {
      const proven = granted(request, spec.workspace);
      const row = await tree.create(db, {
        workspace: proven.row,
        unverifiedParentId: request.body.parentId,
        name: request.body.name,
        description: request.body.description,
        creatorUserId: signedInMember(request).userId,
      });
      return spec.answer(row, spec.viewerOf(proven));
    },
  );

  const update = nodeRoute('board.manage', summaries.update);
  app.put(
    path,
    { ...update, schema: { ...update.schema, body: schemas.update, response: nodeAnswer } },
    async (request) => {
      const { node: row, viewer } = changed(request, 'rename');
      const { name, description } = request.body;
      return spec.answer(await tree.update(db, { node: row, name, description }), viewer);
    },
  );

  const remove = nodeRoute('board.manage', summaries.delete);
  app.delete(
    path,
    { ...remove, schema: { ...remove.schema, response: { 200: schemas.deleted, ...errors } } },
    async (request) => {
      const { ref } = nodeOf(request);
      await spec.remove(ref);
      return { _id: ref.id, message: spec.deleted };
    },
  );

  app.get(
    `${spec.base}/folder-tree/workspace/:workspaceId`,
    {
      config: {
        access: onResource(spec.workspace, { id: param('workspaceId'), action: 'workspace.view' }),
      },
      schema: {
        tags,
        summary: summaries.tree,
        security,
        params: schemas.workspaceParams,
        querystring: schemas.treeQuery,
        response: { 200: treeSchema, ...errors },
      },
    },
    async (request) => {
      const { row } = granted(request, spec.workspace);
      const root = await tree.tree(db, {
        workspace: row,
        movingId: request.query.moving || undefined,
        copyingId: request.query.moving ? undefined : request.query.copying || undefined,
      });
      return spec.treeAnswer(root);
    },
  );

  const breadcrumbs = nodeRoute('workspace.view', summaries.path);
  app.get(
    `${path}/path`,
    { ...breadcrumbs, schema: { ...breadcrumbs.schema, response: { 200: schemas.path, ...errors } } },
    async (request) => {
      const { ref } = nodeOf(request);
      return tree.path(db, { workspaceId: ref.workspaceId, id: ref.id });
    },
  );

  const move = nodeRoute('board.manage', summaries.move);
  app.put(
    `${path}/move`,
    { ...move, schema: { ...move.schema, body: schemas.move, response: nodeAnswer } },
    async (request) => {
      const { node: row, viewer } = changed(request, 'move');
      const moved = await tree.move(db, { node: row, unverifiedTargetId: request.body.targetFolderId });
      return spec.answer(moved, viewer);
    },
  );

  const reorder = nodeRoute('board.manage', summaries.reorder);
  app.put(
    `${path}/reorder`,
    { ...reorder, schema: { ...reorder.schema, body: schemas.reorder, response: nodeAnswer } },
    async (request) => {
      const { node: row, viewer } = changed(request, 'move');
      const reordered = await tree.reorder(db, {
        node: row,
        unverifiedBeforeId: request.body.beforeFolderId,
      });
      return spec.answer(reordered, viewer);
    },
  );

  return { onNode, nodeRoute, nodeOf, errors };
}
