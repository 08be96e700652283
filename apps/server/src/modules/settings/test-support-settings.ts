import type { LightMyRequestResponse } from 'fastify';
import { bearer } from '../../test/factories.ts';
import type { TestApp } from '../../test/test-app.ts';
import { driveFileTags, driveFiles } from '../drive/tables.ts';

/*
 * What the settings tests share: calls with a member's token, and Creative Hub files (written straight into
 * the drive area's tables) that carry tags and custom field values.
 */

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export const DENIED = "You don't have permission to do this. Please contact your admin.";

export const messageOf = (response: LightMyRequestResponse) => response.json<{ message: string }>().message;

/** A call to the main service with `token`. */
export function caller(t: TestApp) {
  return (method: Method, url: string, token: string, payload?: object) =>
    t.app.inject({
      method,
      url: `/api/v1${url}`,
      headers: bearer(token),
      ...(payload ? { payload } : {}),
    });
}

/** A file in the workspace's root, with `customFields` values and the tags `tagIds`. */
export async function insertDriveFile(
  t: TestApp,
  input: {
    workspace: { id: string; orgId: string };
    name: string;
    customFields?: Record<string, string | string[] | number>;
    tagIds?: string[];
  },
) {
  const { db } = t.context.database;
  const [file] = await db
    .insert(driveFiles)
    .values({
      orgId: input.workspace.orgId,
      workspaceId: input.workspace.id,
      folderId: null,
      name: input.name,
      customFields: input.customFields ?? {},
    })
    .returning();
  if (!file) throw new Error('insert into drive_files returned nothing');
  for (const tagId of input.tagIds ?? []) {
    await db.insert(driveFileTags).values({ fileId: file.id, tagId, workspaceId: input.workspace.id });
  }
  return file;
}
