import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.ts';
import { preparedPerExecutor } from '../../platform/db/prepared-per-executor.ts';
import type { ShareScope } from '../../platform/http/access/caller.ts';
import { workspaceWithProduct } from '../tenancy/index.ts';
import { sharedItemResource, treeNodeResource, type TreeRef } from '../trees/index.ts';
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
 * row to the link's folder, in the same query that loads the row. What a viewer is, and may do, is the
 * trees area's (`treeNodeResource`).
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

/** A file; routes may pin its workspace (`within`). Share-link viewers reach the files inside their link. */
export const driveFileResource = sharedItemResource({
  name: 'driveFile',
  table: driveFiles,
  product: 'drive',
  inShareScope: driveFileInShareScope,
});

/** A folder as a route names it: a folder row, or the workspace's root, whose id is the workspace's. */
export type DriveFolderRef = TreeRef<'folder', DriveFolderRow>;

/** A folder or a workspace's root (`rootFolderId` is the workspace's id). */
export const driveFolderResource = treeNodeResource({
  name: 'driveFolder',
  key: 'folder',
  table: driveFolders,
  product: 'drive',
  workspace: driveWorkspaceResource,
  inShareScope: driveFolderInShareScope,
});

export const driveResources = [driveWorkspaceResource, driveFileResource, driveFolderResource];
