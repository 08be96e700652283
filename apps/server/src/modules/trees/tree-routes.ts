import { errorResponse, type DrivePathStep, type WorkspaceAction } from '@hookline/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { body, onResource, param } from '../../platform/http/access/declare-access.ts';
import { granted, signedInMember, type Granted } from '../../platform/http/access/register-access.ts';
import type { Resource } from '../../platform/http/access/resource.ts';
import type { WorkspaceAccess, WorkspaceRow } from '../tenancy/index.ts';

type ZodApp = Parameters<FastifyPluginAsyncZod>[0];
type WorkspaceResource<Row> = Resource<Row, WorkspaceAccess, WorkspaceAction>;

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse };
const security = [{ bearerAuth: [] }];

/** A route's node as its handler gets it: the ref the access proved and who is asking. */
interface NodeOf<Ref, Viewer> {
  ref: Ref;
  viewer: Viewer;
}

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
export interface TreeRoutes<Ref extends { id: string; workspaceId: string }, Viewer, Node, TreeAnswer> {
  /** The routes' prefix: `${base}/folder…` and `${base}/folder-tree/workspace/:workspaceId`. */
  base: string;
  tags: string[];
  workspace: WorkspaceResource<WorkspaceRow>;
  node: WorkspaceResource<Ref>;
  viewerOf: (proven: Granted<unknown, WorkspaceAccess>) => Viewer;
  schemas: TreeRouteSchemas<Node, TreeAnswer>;
  summaries: Record<'create' | 'update' | 'delete' | 'tree' | 'path' | 'move' | 'reorder', string>;
  /** The message of a delete's answer. */
  deleted: string;
  create: (input: {
    workspace: WorkspaceRow;
    unverifiedParentId: string | null | undefined;
    name: string;
    description: string | null | undefined;
    creatorUserId: string;
    viewer: Viewer;
  }) => Promise<Node>;
  update: (
    input: NodeOf<Ref, Viewer> & { name: string | undefined; description: string | null | undefined },
  ) => Promise<Node>;
  remove: (ref: Ref) => Promise<void>;
  tree: (input: {
    workspace: WorkspaceRow;
    movingId: string | undefined;
    copyingId: string | undefined;
  }) => Promise<TreeAnswer>;
  path: (input: { workspaceId: string; id: string }) => Promise<{ data: DrivePathStep[] }>;
  move: (input: NodeOf<Ref, Viewer> & { unverifiedTargetId: string }) => Promise<Node>;
  reorder: (input: NodeOf<Ref, Viewer> & { unverifiedBeforeId: string | null }) => Promise<Node>;
}

/**
 * Declares a tree's routes (API.md): create, rename, delete, the tree, a node's path, move and reorder, each
 * behind its access. Gives back how the area's own routes on a node declare access and read it.
 */
export function declareTreeRoutes<Ref extends { id: string; workspaceId: string }, Viewer, Node, TreeAnswer>(
  app: ZodApp,
  spec: TreeRoutes<Ref, Viewer, Node, TreeAnswer>,
) {
  const { tags, schemas, summaries } = spec;
  // The area's types tie each answer to its schema; Fastify can't resolve a reply of a generic schema.
  const node: z.ZodType = schemas.node;
  const tree: z.ZodType = schemas.tree;
  const nodeAnswer = { 200: node, ...errors };
  const path = `${spec.base}/folder/:folderId`;
  const onNode = (action: 'workspace.view' | 'board.manage') =>
    onResource(spec.node, { id: param('folderId'), action });
  const nodeOf = (request: FastifyRequest): NodeOf<Ref, Viewer> => {
    const proven = granted(request, spec.node);
    return { ref: proven.row, viewer: spec.viewerOf(proven) };
  };
  const onNodeRoute = (action: 'workspace.view' | 'board.manage', summary: string) => ({
    config: { access: onNode(action) },
    schema: { tags, summary, security, params: schemas.params },
  });

  app.post(
    `${spec.base}/folder`,
    {
      config: { access: onResource(spec.workspace, { id: body('workspaceId'), action: 'board.create' }) },
      schema: {
        tags,
        summary: summaries.create,
        security,
        body: schemas.create,
        response: nodeAnswer,
      },
    },
    async (request) => {
      const proven = granted(request, spec.workspace);
      return spec.create({
        workspace: proven.row,
        unverifiedParentId: request.body.parentId,
        name: request.body.name,
        description: request.body.description,
        creatorUserId: signedInMember(request).userId,
        viewer: spec.viewerOf(proven),
      });
    },
  );

  const update = onNodeRoute('board.manage', summaries.update);
  app.put(
    path,
    { ...update, schema: { ...update.schema, body: schemas.update, response: nodeAnswer } },
    async (request) =>
      spec.update({ ...nodeOf(request), name: request.body.name, description: request.body.description }),
  );

  const remove = onNodeRoute('board.manage', summaries.delete);
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
        response: { 200: tree, ...errors },
      },
    },
    async (request) => {
      const { row } = granted(request, spec.workspace);
      return spec.tree({
        workspace: row,
        movingId: request.query.moving || undefined,
        copyingId: request.query.moving ? undefined : request.query.copying || undefined,
      });
    },
  );

  const breadcrumbs = onNodeRoute('workspace.view', summaries.path);
  app.get(
    `${path}/path`,
    { ...breadcrumbs, schema: { ...breadcrumbs.schema, response: { 200: schemas.path, ...errors } } },
    async (request) => {
      const { ref } = nodeOf(request);
      return spec.path({ workspaceId: ref.workspaceId, id: ref.id });
    },
  );

  const move = onNodeRoute('board.manage', summaries.move);
  app.put(
    `${path}/move`,
    { ...move, schema: { ...move.schema, body: schemas.move, response: nodeAnswer } },
    async (request) => spec.move({ ...nodeOf(request), unverifiedTargetId: request.body.targetFolderId }),
  );

  const reorder = onNodeRoute('board.manage', summaries.reorder);
  app.put(
    `${path}/reorder`,
    {
      ...reorder,
      schema: { ...reorder.schema, body: schemas.reorder, response: nodeAnswer },
    },
    async (request) => spec.reorder({ ...nodeOf(request), unverifiedBeforeId: request.body.beforeFolderId }),
  );

  return { onNode, nodeOf, errors, security };
}
