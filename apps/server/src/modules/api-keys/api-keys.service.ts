import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import {
  API_KEY_MESSAGES,
  API_KEY_PREFIX,
  type ApiKey,
  type ApiKeyCreateBody,
  type ApiKeyCreated,
} from '@hookline/domain';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.ts';
import { badRequest } from '../../platform/http/app-error.ts';
import { isUuid } from '../../platform/uuid.ts';
import { listWorkspaceRows } from '../tenancy/index.ts';
import { peopleByIds } from '../users/index.ts';
import { apiKeys, type ApiKeyRow } from './tables.ts';

/** Characters of the key kept to find it and name it: `hkl_` and 8 more, 48 bits that say nothing of the rest. */
const PREFIX_LENGTH = API_KEY_PREFIX.length + 8;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** A new key: `hkl_`, then 32 random bytes in base64url (43 characters). */
function newKey(): { key: string; prefix: string; secretHash: string } {
  const key = `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
  return { key, prefix: key.slice(0, PREFIX_LENGTH), secretHash: sha256(key) };
}

/** The key as lists show it: its workspaces and maker by name, never its secret. */
async function toApiKeys(db: Executor, rows: readonly ApiKeyRow[], orgId: string): Promise<ApiKey[]> {
  const names = new Map(
    (await listWorkspaceRows(db, orgId)).map((workspace) => [workspace.id, workspace.name]),
  );
  const people = await peopleByIds(
    db,
    rows.map((row) => row.createdByUserId),
  );
  return rows.map((row) => {
    const maker = people.get(row.createdByUserId);
    return {
      _id: row.id,
      name: row.name,
      prefix: row.prefix,
      scope: row.scope,
      // A workspace deleted since is no longer listed (nor reachable: it has no resources left).
      workspaces:
        row.workspaceIds === null
          ? null
          : row.workspaceIds.flatMap((id) => {
              const name = names.get(id);
              return name === undefined ? [] : [{ _id: id, name }];
            }),
      createdBy: maker
        ? { _id: maker.id, name: `${maker.firstName} ${maker.lastName}`.trim() || maker.email }
        : null,
      createdAt: row.createdAt.toISOString(),
      lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    };
  });
}

/** The organisation's live keys, newest first. */
export async function listApiKeys(db: Executor, orgId: string): Promise<ApiKey[]> {
  const rows = await db
    .select()
    .from(apiKeys)
    .where(and(eq(apiKeys.orgId, orgId), isNull(apiKeys.revokedAt)))
    .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id));
  return toApiKeys(db, rows, orgId);
}

/** Makes a key for the organisation, acting as `userId`; the answer holds the key, shown this once. */
export async function createApiKey(
  db: Executor,
  input: { orgId: string; userId: string; body: ApiKeyCreateBody },
): Promise<ApiKeyCreated> {
  const { body } = input;
  let workspaceIds: string[] | null = null;
  if (body.workspaceIds) {
    const known = new Set((await listWorkspaceRows(db, input.orgId)).map((workspace) => workspace.id));
    workspaceIds = [...new Set(body.workspaceIds)];
    if (workspaceIds.some((id) => !known.has(id))) throw badRequest(API_KEY_MESSAGES.workspaceUnknown);
  }
  const { key, prefix, secretHash } = newKey();
  const [row] = await db
    .insert(apiKeys)
    .values({
      orgId: input.orgId,
      createdByUserId: input.userId,
      name: body.name,
      prefix,
      secretHash,
      scope: body.scope,
      workspaceIds,
    })
    .returning();
  const [shown] = await toApiKeys(db, [row!], input.orgId);
  return { ...shown!, key };
}

/** The organisation's live key `keyId`, or undefined (another organisation's, revoked, unknown). */
export async function findLiveApiKey(
  db: Executor,
  orgId: string,
  keyId: string,
): Promise<ApiKeyRow | undefined> {
  if (!isUuid(keyId)) return undefined;
  const [row] = await db
    .select()
    .from(apiKeys)
    .where(and(eq(apiKeys.id, keyId), eq(apiKeys.orgId, orgId), isNull(apiKeys.revokedAt)))
    .limit(1);
  return row;
}

/** Revokes the key at once: the next call with it is refused (401). Revoking twice changes nothing. */
export async function revokeApiKey(db: Executor, keyId: string, now: Date): Promise<void> {
  await db
    .update(apiKeys)
    .set({ revokedAt: now })
    .where(and(eq(apiKeys.id, keyId), isNull(apiKeys.revokedAt)));
}

/** The live key `token` is, by its prefix and then its whole hash (compared in constant time). */
export async function findKeyOfToken(db: Executor, token: string): Promise<ApiKeyRow | undefined> {
  if (token.length > 200 || token.length <= PREFIX_LENGTH) return undefined;
  const [row] = await db
    .select()
    .from(apiKeys)
    .where(and(eq(apiKeys.prefix, token.slice(0, PREFIX_LENGTH)), isNull(apiKeys.revokedAt)))
    .limit(1);
  if (!row) return undefined;
  const given = Buffer.from(sha256(token), 'hex');
  const kept = Buffer.from(row.secretHash, 'hex');
  return given.length === kept.length && timingSafeEqual(given, kept) ? row : undefined;
}
