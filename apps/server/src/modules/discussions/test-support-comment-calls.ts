import { eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { bearer } from '../../test/factories.ts';
import type { TestApp } from '../../test/test-app.ts';

/*
 * What the comment tests of every area call: a route as a member, a comment's row as it is now, and a batch
 * of refused calls that must change nothing.
 */

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
export const DENIED = "You don't have permission to do this. Please contact your admin.";
export const messageOf = (response: LightMyRequestResponse) => response.json<{ message: string }>().message;

/** A refused call: method, path, token, payload, the status it answers, and its message when it matters. */
export type RefusedCall = [Method, string, string, object | undefined, number, string?];

/**
 * The calls of one area's comment tests: `app` is read at each call (the test app starts in `beforeAll`),
 * `discussions` is the area's table of comments and `snapshot` reads every row a refused call must leave.
 */
export function commentCalls<Table extends PgTable & { id: PgColumn }>(
  app: () => TestApp,
  input: { discussions: Table; snapshot: (t: TestApp) => Promise<unknown> },
) {
  const call = (method: Method, path: string, token: string, payload?: object) =>
    app().app.inject({ method, url: path, headers: bearer(token), ...(payload ? { payload } : {}) });

  const table: PgTable = input.discussions;
  const discussionRow = async (id: string): Promise<Table['$inferSelect'] | undefined> => {
    const rows: unknown[] = await app()
      .context.database.db.select()
      .from(table)
      .where(eq(input.discussions.id, id));
    return rows[0] as Table['$inferSelect'] | undefined;
  };

  /** Refused calls answer their status (and message) and change nothing. */
  async function expectRefused(cases: RefusedCall[]) {
    const before = await input.snapshot(app());
    for (const [method, path, token, payload, status, message] of cases) {
      const response = await call(method, path, token, payload);
      expect(response.statusCode, `${method} ${path} ${JSON.stringify(payload)?.slice(0, 80)}`).toBe(status);
      if (message) expect(messageOf(response), `${method} ${path}`).toBe(message);
    }
    expect(await input.snapshot(app())).toEqual(before);
  }

  return { call, discussionRow, expectRefused };
}

/**
 * The refusals every area's comment routes make on a comment at `path`: another member's edit (even an
 * admin's), a guest resolving or deleting another's comment, and a change that is neither text nor status.
 */
export function refusedCommentChanges(
  path: string,
  tokens: { other: string; admin: string; guest: string; author: string },
): RefusedCall[] {
  const { other, admin, guest, author } = tokens;
  return [
    ['PUT', path, other, { content: 'Mine now' }, 403, DENIED],
    ['PUT', path, admin, { content: 'Admin words' }, 403, DENIED],
    ['PUT', path, guest, { resolved: true }, 403, DENIED],
    ['DELETE', path, other, undefined, 403, DENIED],
    ['DELETE', path, guest, undefined, 403, DENIED],
    ['PUT', path, author, { content: 'Both', resolved: true }, 400, 'Send either content or resolved'],
    ['PUT', path, author, {}, 400, 'Send either content or resolved'],
    ['PUT', path, author, { resolved: 'yes' }, 400, 'resolved must be true or false'],
  ];
}
