import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { bearer } from '../../../test/factories.ts';
import type { TestApp } from '../../../test/test-app.ts';
import {
  driveFavourites,
  driveFiles,
  driveFileTags,
  driveFileVersions,
  driveFolders,
  driveWatchers,
} from '../tables.ts';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
export const DENIED = "You don't have permission to do this. Please contact your admin.";
export const messageOf = (response: LightMyRequestResponse) => response.json<{ message: string }>().message;

/** Calls the main service as the holder of `token`. */
export function driveCaller(t: TestApp) {
  return (method: Method, url: string, token: string, payload?: object) =>
    t.app.inject({
      method,
      url: `/api/v1${url}`,
      headers: bearer(token),
      ...(payload ? { payload } : {}),
    });
}

/** Every Creative Hub row a folder or file call may change, in a stable order. */
export async function driveSnapshot(t: TestApp) {
  const { db } = t.context.database;
  return {
    folders: await db.select().from(driveFolders).orderBy(driveFolders.id),
    files: await db.select().from(driveFiles).orderBy(driveFiles.id),
    versions: await db.select().from(driveFileVersions).orderBy(driveFileVersions.id),
    tags: await db.select().from(driveFileTags).orderBy(driveFileTags.fileId, driveFileTags.tagId),
    favourites: await db
      .select()
      .from(driveFavourites)
      .orderBy(driveFavourites.userId, driveFavourites.targetId),
    watchers: await db.select().from(driveWatchers).orderBy(driveWatchers.userId, driveWatchers.targetId),
  };
}

export type RefusedCase = [Method, string, object | undefined, string, number, string?];

/** Each call answers its status (and message), and none changes a Creative Hub row. */
export async function expectRefused(t: TestApp, cases: RefusedCase[]): Promise<void> {
  const call = driveCaller(t);
  const before = await driveSnapshot(t);
  for (const [method, url, payload, token, status, message] of cases) {
    const response = await call(method, url, token, payload);
    const label = `${method} ${url} ${JSON.stringify(payload)?.slice(0, 200)}`;
    expect(response.statusCode, `${label}: ${response.body.slice(0, 300)}`).toBe(status);
    if (message) expect(messageOf(response), label).toBe(message);
  }
  expect(await driveSnapshot(t)).toEqual(before);
}

/** Text that PostgreSQL, jsonb or a UTF-8 encoder refuses, or that is merely far too long. */
export const NASTY_TEXT = {
  nul: 'Bad\u0000name',
  loneSurrogate: 'Bad\ud800name',
  long: 'x'.repeat(100_000),
} as const;
