import { API_KEY_CALLS_DAYS, type ApiKeyCallsResponse } from '@hookline/domain';
import { and, desc, eq, gte, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.ts';
import { badRequest } from '../../platform/http/app-error.ts';
import { isUuid } from '../../platform/uuid.ts';
import { apiKeyCalls, apiKeyIdempotency } from './tables.ts';

const DAY_MS = 86_400_000;
const INVALID_CURSOR = 'This page cursor is not valid; start again from the first page';

/** A page's end as the next page starts from it: the last call's time and id. */
const cursorOf = (at: Date, id: string) => Buffer.from(`${at.toISOString()}|${id}`).toString('base64url');

function readCursor(cursor: string): { at: Date; id: string } {
  const [at, id] = Buffer.from(cursor, 'base64url').toString().split('|');
  const time = new Date(at ?? '');
  if (!id || !isUuid(id) || Number.isNaN(time.getTime())) throw badRequest(INVALID_CURSOR);
  return { at: time, id };
}

/** The calls made with a key in the last `API_KEY_CALLS_DAYS` days, newest first, a page at a time. */
export async function listApiKeyCalls(
  db: Executor,
  input: { keyId: string; cursor: string | undefined; limit: number; now: Date },
): Promise<ApiKeyCallsResponse> {
  const since = new Date(input.now.getTime() - API_KEY_CALLS_DAYS * DAY_MS);
  const after = input.cursor === undefined ? undefined : readCursor(input.cursor);
  const rows = await db
    .select()
    .from(apiKeyCalls)
    .where(
      and(
        eq(apiKeyCalls.keyId, input.keyId),
        gte(apiKeyCalls.at, since),
        after
          ? or(lt(apiKeyCalls.at, after.at), and(eq(apiKeyCalls.at, after.at), lt(apiKeyCalls.id, after.id)))
          : undefined,
      ),
    )
    .orderBy(desc(apiKeyCalls.at), desc(apiKeyCalls.id))
    .limit(input.limit + 1);
  const page = rows.slice(0, input.limit);
  const last = page.at(-1);
  return {
    data: page.map((row) => ({
      _id: row.id,
      method: row.method,
      route: row.route,
      status: row.status,
      durationMs: row.durationMs,
      at: row.at.toISOString(),
    })),
    nextCursor: rows.length > input.limit && last ? cursorOf(last.at, last.id) : null,
  };
}

/** Deletes calls older than `API_KEY_CALLS_DAYS` days and idempotent answers older than a day. */
export async function purgeOldApiKeyRecords(
  db: Executor,
  now: Date,
): Promise<{ calls: number; answers: number }> {
  const calls = await db
    .delete(apiKeyCalls)
    .where(lt(apiKeyCalls.at, new Date(now.getTime() - API_KEY_CALLS_DAYS * DAY_MS)))
    .returning({ id: apiKeyCalls.id });
  const answers = await db
    .delete(apiKeyIdempotency)
    .where(
      lt(apiKeyIdempotency.createdAt, sql`${new Date(now.getTime() - DAY_MS).toISOString()}::timestamptz`),
    )
    .returning({ key: apiKeyIdempotency.idempotencyKey });
  return { calls: calls.length, answers: answers.length };
}
