import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { AppContext } from '../../../platform/context.ts';
import type { Executor } from '../../../platform/db/database.ts';
import { workspaceNamesByIds } from '../../tenancy/index.ts';
import { personById } from '../../users/index.ts';
import { driveFiles, driveFolders, driveWatchers, type DriveFileRow } from '../tables.ts';

/** A folder above a file, as notifications need it. */
export interface FolderStep {
  id: string;
  name: string;
  chatWebhookSealed: string | null;
}

/** The file an event is about, where it sits, and the link that opens it. */
export interface EventSubject {
  file: DriveFileRow;
  /** From the file's folder up to the top folder; empty for a file at the workspace's root. */
  folders: FolderStep[];
  workspaceName: string;
  /** Where the e-mail and the chat post lead. */
  link: string;
}

/** A comment a link opens the studio on: its version, and the comment itself. */
export interface CommentFocus {
  versionId: string;
  discussionId: string;
}

/**
 * The link that opens a file in the web app: its folder's page in the Creative Hub (the workspace's id for a
 * file at the root, which is the root folder's id) with the file's studio open (`?file=`), and, for a
 * comment, on that comment's version with the comment selected (`&version=…&comment=…`).
 */
export function fileLink(
  appUrl: string,
  file: Pick<DriveFileRow, 'id' | 'workspaceId' | 'folderId'>,
  focus?: CommentFocus,
): string {
  const url = new URL(`/app/drive/${file.workspaceId}/${file.folderId ?? file.workspaceId}`, appUrl);
  url.searchParams.set('file', file.id);
  if (focus) {
    url.searchParams.set('version', focus.versionId);
    url.searchParams.set('comment', focus.discussionId);
  }
  return url.toString();
}

/** The folders from `folderId` up to the workspace's root, nearest first, in one query. */
async function folderChain(
  db: Executor,
  input: { workspaceId: string; folderId: string | null },
): Promise<FolderStep[]> {
  if (input.folderId === null) return [];
  const rows = await db
    .select({
      id: driveFolders.id,
      name: driveFolders.name,
      parentId: driveFolders.parentId,
      chatWebhookSealed: driveFolders.chatWebhookSealed,
    })
    .from(driveFolders)
    .where(
      and(
        eq(driveFolders.workspaceId, input.workspaceId),
        sql`${driveFolders.id} in (
          with recursive chain (id, parent_id) as (
            select node.id, node.parent_id from ${driveFolders} node where node.id = ${input.folderId}::uuid
            union
            select parent.id, parent.parent_id from ${driveFolders} parent join chain on parent.id = chain.parent_id
          )
          select id from chain)`,
      ),
    );
  const byId = new Map(rows.map((row) => [row.id, row]));
  const steps: FolderStep[] = [];
  for (
    let step = byId.get(input.folderId);
    step;
    step = step.parentId ? byId.get(step.parentId) : undefined
  ) {
    steps.push({ id: step.id, name: step.name, chatWebhookSealed: step.chatWebhookSealed });
    if (steps.length > byId.size) break;
  }
  return steps;
}

/** The file of an event, or undefined when it is gone (deleted or merged away before the job ran). */
export async function loadEventSubject(
  context: AppContext,
  fileId: string,
): Promise<EventSubject | undefined> {
  const { db } = context.database;
  const [file] = await db.select().from(driveFiles).where(eq(driveFiles.id, fileId));
  if (!file) return undefined;
  const workspaceName = (await workspaceNamesByIds(db, [file.workspaceId])).get(file.workspaceId);
  // Gone with its workspace.
  if (workspaceName === undefined) return undefined;
  return {
    file,
    folders: await folderChain(db, file),
    workspaceName,
    link: fileLink(context.config.appUrl, file),
  };
}

/** Who watches the file (when `includeFile`) or any folder above it, the workspace's root included. */
export async function watchersOf(
  db: Executor,
  input: { subject: EventSubject; includeFile: boolean },
): Promise<string[]> {
  const { file, folders } = input.subject;
  // The workspace's root is a folder too (its id is the workspace's), above every file.
  const folderIds = [...folders.map((folder) => folder.id), file.workspaceId];
  const targets = [
    and(eq(driveWatchers.kind, 'folder'), inArray(driveWatchers.targetId, folderIds)),
    ...(input.includeFile ? [and(eq(driveWatchers.kind, 'file'), eq(driveWatchers.targetId, file.id))] : []),
  ];
  const rows = await db
    .selectDistinct({ userId: driveWatchers.userId })
    .from(driveWatchers)
    .where(and(eq(driveWatchers.workspaceId, file.workspaceId), or(...targets)));
  return rows.map((row) => row.userId);
}

/** How a member is named in a notification. */
export async function userDisplayName(db: Executor, userId: string | null): Promise<string | undefined> {
  if (userId === null) return undefined;
  const user = await personById(db, userId);
  if (!user) return undefined;
  return `${user.firstName} ${user.lastName}`.trim() || undefined;
}
