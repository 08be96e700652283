import { allowedWorkspaceActions, deniedMessage, type WorkspaceAction } from '@hookline/domain';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.ts';
import { preparedPerExecutor } from '../../platform/db/prepared-per-executor.ts';
import type { Caller, ShareScope, ShareViewer } from '../../platform/http/access/caller.ts';
import type { Resolved, Resource } from '../../platform/http/access/resource.ts';
import { workspaceChildResource, workspaceWithProduct, type WorkspaceAccess } from '../tenancy/index.ts';
import { driveFiles, driveFolders, type DriveFileRow, type DriveFolderRow } from './tables.ts';

/*
 * The kinds of thing the Creative Hub's routes touch. Each is found by its id in one query that joins the
 * caller's membership and a grant that includes the Creative Hub (`drive`), so another organisation's id is
 * a 404 like an id that doesn't exist.
 */

/** A workspace as the Creative Hub reaches it: through a grant that includes the `drive` product. */
export const driveWorkspaceResource = workspaceWithProduct('drive');

/*
 * Share-link viewers. A link shares one folder (and everything inside it, at any depth) or one file; a
 * link to a workspace's root is not a thing. The scope is proven by walking up the folder tree from the
 * row to the link's folder, in the same query that loads the row.
 *
 * A viewer is nobody in the workspace: the access it gets names the workspace and nothing more (no member,
 * the guest role, no products), so a rule that reads a member's access grants a viewer nothing. What a
 * viewer may do comes from the link's options, through `allowedActions`. Whether the link is still enabled
 * and unexpired is not in the token: the sharing area's resources check the link's row before they reach
 * these, so the routes viewers call are the sharing area's `public/share/...` routes.
 */

/** The folder `start` names, or a folder above it, is the link's folder (`scopeFolderId`). */
const folderChainReaches = (start: SQL, scopeFolderId: SQL) => sql`exists (
  with recursive chain (id, parent_id) as (
    select node.id, node.parent_id from ${driveFolders} node where node.id = ${start}
    union
    select parent.id, parent.parent_id from ${driveFolders} parent join chain on parent.id = chain.parent_id
  )
  select 1 from chain where chain.id = ${scopeFolderId}
)`;

const idParam = sql`${sql.placeholder('id')}::uuid`;
const scopeParam = sql`${sql.placeholder('scopeId')}::uuid`;

const fileInScopeQuery = preparedPerExecutor((db) => ({
  file: db
    .select()
    .from(driveFiles)
    .where(and(eq(driveFiles.id, sql.placeholder('id')), eq(driveFiles.id, sql.placeholder('scopeId'))))
    .limit(1)
    .prepare('share_scope_file_of_file'),
  folder: db
    .select()
    .from(driveFiles)
    .where(
      and(
        eq(driveFiles.id, sql.placeholder('id')),
        folderChainReaches(
          sql`(select own.folder_id from ${driveFiles} own where own.id = ${idParam})`,
          scopeParam,
        ),
      ),
    )
    .limit(1)
    .prepare('share_scope_file_of_folder'),
}));

const folderInScopeQuery = preparedPerExecutor((db) =>
  db
    .select()
    .from(driveFolders)
    .where(and(eq(driveFolders.id, sql.placeholder('id')), folderChainReaches(idParam, scopeParam)))
    .limit(1)
    .prepare('share_scope_folder'),
);

/** The file `id` when the share scope reaches it: the shared file itself, or a file anywhere in the shared folder. */
export async function driveFileInShareScope(
  db: Executor,
  input: { scope: ShareScope; id: string },
): Promise<DriveFileRow | undefined> {
  const { scope, id } = input;
  if (scope.kind !== 'file' && scope.kind !== 'folder') return undefined;
  const [file] = await fileInScopeQuery(db)[scope.kind].execute({ id, scopeId: scope.id });
  return file;
}

/** The folder `id` when it is the shared folder or one inside it, at any depth. */
export async function driveFolderInShareScope(
  db: Executor,
  input: { scope: ShareScope; id: string },
): Promise<DriveFolderRow | undefined> {
  if (input.scope.kind !== 'folder') return undefined;
  const [folder] = await folderInScopeQuery(db).execute({ id: input.id, scopeId: input.scope.id });
  return folder;
}

/** The access a share-link viewer has in the workspace of what it reached: none of a member's. */
function viewerAccess(row: { orgId: string; workspaceId: string }): WorkspaceAccess {
  return {
    orgId: row.orgId,
    workspaceId: row.workspaceId,
    memberId: '',
    orgRole: 'org_guest',
    role: 'guest',
    products: [],
  };
}

/** What a viewer may do to a file or folder: look, and comment when the link allows it. */
function viewerActions(viewer: ShareViewer): readonly WorkspaceAction[] {
  return viewer.options['canComment'] === true ? ['workspace.view', 'comment.write'] : ['workspace.view'];
}

type ActionsOf<Row> = (
  resolved: Resolved<Row, WorkspaceAccess>,
  caller: Caller,
) => readonly WorkspaceAction[];

const memberOrViewerActions =
  <Row>(memberActions: ActionsOf<Row>): ActionsOf<Row> =>
  (resolved, caller) =>
    caller.kind === 'share' ? viewerActions(caller) : memberActions(resolved, caller);

const fileMemberResource = workspaceChildResource({
  name: 'driveFile',
  table: driveFiles,
  id: driveFiles.id,
  workspaceId: driveFiles.workspaceId,
  within: driveFiles.workspaceId,
  product: 'drive',
});

/** A file; routes may pin its workspace (`within`). Share-link viewers reach the files inside their link. */
export const driveFileResource: Resource<DriveFileRow, WorkspaceAccess, WorkspaceAction> = {
  ...fileMemberResource,
  async forShareViewer(db, { viewer, id, within }) {
    const file = await driveFileInShareScope(db, { scope: viewer.scope, id });
    if (!file || (within !== undefined && file.workspaceId !== within)) return undefined;
    return { row: file, access: viewerAccess(file) };
  },
  allowedActions: memberOrViewerActions((resolved, caller) =>
    fileMemberResource.allowedActions(resolved, caller),
  ),
};

const folderRowResource = workspaceChildResource({
  name: 'driveFolderRow',
  table: driveFolders,
  id: driveFolders.id,
  workspaceId: driveFolders.workspaceId,
  within: driveFolders.workspaceId,
  product: 'drive',
});

/** A folder as a route names it: a folder row, or the workspace's root, whose id is the workspace's. */
export interface DriveFolderRef {
  /** The folder's id; the workspace's id for the root. */
  id: string;
  orgId: string;
  workspaceId: string;
  /** Null for the workspace's root. */
  folder: DriveFolderRow | null;
}

/** A folder or a workspace's root (`rootFolderId` is the workspace's id). */
export const driveFolderResource: Resource<DriveFolderRef, WorkspaceAccess, WorkspaceAction> = {
  name: 'driveFolder',
  async forMember(db, input) {
    const folder = await folderRowResource.forMember(db, input);
    if (folder) {
      const row = folder.row;
      return {
        row: { id: row.id, orgId: row.orgId, workspaceId: row.workspaceId, folder: row },
        access: folder.access,
      };
    }
    if (input.within !== undefined && input.within !== input.id) return undefined;
    const root = await driveWorkspaceResource.forMember(db, { userId: input.userId, id: input.id });
    if (!root) return undefined;
    return {
      row: { id: root.row.id, orgId: root.row.orgId, workspaceId: root.row.id, folder: null },
      access: root.access,
    };
  },
  async forShareViewer(db, { viewer, id, within }) {
    const folder = await driveFolderInShareScope(db, { scope: viewer.scope, id });
    if (!folder || (within !== undefined && folder.workspaceId !== within)) return undefined;
    return {
      row: { id: folder.id, orgId: folder.orgId, workspaceId: folder.workspaceId, folder },
      access: viewerAccess(folder),
    };
  },
  allowedActions: memberOrViewerActions(({ access }) =>
    access.products.includes('drive') ? allowedWorkspaceActions(access.role) : [],
  ),
  deniedMessage,
};

export const driveResources = [driveWorkspaceResource, driveFileResource, driveFolderResource];
