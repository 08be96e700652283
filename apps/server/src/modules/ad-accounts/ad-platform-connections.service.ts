import { AD_ACCOUNT_MESSAGES, PLATFORM_LABELS, type AdAccountProvider } from '@hookline/domain';
import { and, eq, not, sql } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import type { Executor } from '../../platform/db/database.ts';
import { badRequest } from '../../platform/http/app-error.ts';
import type { WorkspaceAccess } from '../tenancy/index.ts';
import { ConnectorAuthError, type ConnectorCredentials } from './connectors/connector.ts';
import { secretBoxOf } from '../../platform/crypto/secret-box.ts';
import { adPlatformConnections } from './tables.ts';

/** The sandbox needs no sign-in: every workspace may read it with this token. */
const SANDBOX_CREDENTIALS: ConnectorCredentials = { accessToken: 'sandbox' };

async function findConnection(db: Executor, input: { workspaceId: string; provider: AdAccountProvider }) {
  const [connection] = await db
    .select()
    .from(adPlatformConnections)
    .where(
      and(
        eq(adPlatformConnections.workspaceId, input.workspaceId),
        eq(adPlatformConnections.provider, input.provider),
      ),
    )
    .limit(1);
  return connection;
}

/** What reading stored credentials needs: the database and the key that sealed the tokens. */
export type CredentialsContext = Pick<AppContext, 'database' | 'config'>;

const boxOf = (context: CredentialsContext) => secretBoxOf(context.config);

/** The credentials a workspace reads a platform with; the sandbox's are implicit. */
export async function credentialsFor(
  context: CredentialsContext,
  input: { workspaceId: string; provider: AdAccountProvider },
): Promise<ConnectorCredentials | undefined> {
  const connection = await findConnection(context.database.db, input);
  if (connection) return { accessToken: boxOf(context).open(connection.accessToken) };
  return input.provider === 'sandbox' ? SANDBOX_CREDENTIALS : undefined;
}

/** Like credentialsFor, but a platform never connected is the caller's mistake (400). */
export async function requireCredentials(
  context: CredentialsContext,
  input: { workspaceId: string; provider: AdAccountProvider },
): Promise<ConnectorCredentials> {
  const credentials = await credentialsFor(context, input);
  if (!credentials) throw badRequest(AD_ACCOUNT_MESSAGES.connectFirst(PLATFORM_LABELS[input.provider]));
  return credentials;
}

/**
 * Checks an access token with the platform and keeps it for the workspace, sealed, replacing the one before,
 * with its expiry and granted permissions when a sign-in told them. A token the platform refuses is a 400
 * and nothing is stored.
 */
export async function connectPlatform(
  context: Pick<AppContext, 'adPlatforms' | 'database' | 'config'>,
  input: {
    access: Pick<WorkspaceAccess, 'orgId' | 'workspaceId'>;
    provider: AdAccountProvider;
    accessToken: string | undefined;
    expiresAt?: Date | null;
    scopes?: string[] | null;
  },
): Promise<{ platformUserName: string }> {
  const accessToken = input.accessToken ?? (input.provider === 'sandbox' ? 'sandbox' : undefined);
  if (!accessToken) throw badRequest(AD_ACCOUNT_MESSAGES.tokenRequired);
  let user;
  try {
    user = await context.adPlatforms[input.provider].describeUser({ accessToken });
  } catch (error) {
    if (error instanceof ConnectorAuthError) throw badRequest(AD_ACCOUNT_MESSAGES.tokenRefused);
    throw error;
  }
  const { db } = context.database;
  const sealed = boxOf(context).seal(accessToken);
  const grant = { expiresAt: input.expiresAt ?? null, scopes: input.scopes ?? null };
  await db
    .insert(adPlatformConnections)
    .values({
      orgId: input.access.orgId,
      workspaceId: input.access.workspaceId,
      provider: input.provider,
      accessToken: sealed,
      platformUserId: user.id,
      platformUserName: user.name,
      ...grant,
    })
    .onConflictDoUpdate({
      target: [adPlatformConnections.workspaceId, adPlatformConnections.provider],
      set: {
        accessToken: sealed,
        platformUserId: user.id,
        platformUserName: user.name,
        ...grant,
        updatedAt: new Date(),
      },
    });
  return { platformUserName: user.name };
}

export interface ConnectionState {
  connected: boolean;
  platformUserName: string | null;
  expiresAt: string | null;
  needsReconnect: boolean;
}

/** Whether the workspace is connected to a platform, as whom, until when, and whether it must sign in again. */
export async function connectionOf(
  db: Executor,
  input: { workspaceId: string; provider: AdAccountProvider; now: Date },
): Promise<ConnectionState> {
  const connection = await findConnection(db, input);
  if (connection) {
    const { expiresAt } = connection;
    return {
      connected: true,
      platformUserName: connection.platformUserName,
      expiresAt: expiresAt?.toISOString() ?? null,
      needsReconnect: expiresAt !== null && expiresAt.getTime() <= input.now.getTime(),
    };
  }
  return {
    connected: input.provider === 'sandbox',
    platformUserName: null,
    expiresAt: null,
    needsReconnect: false,
  };
}

/**
 * Re-seals with the newest encryption key every stored token sealed by an older key or by the JWT secret
 * (`v1`). Run at start-up, so that once every process has started with a new key the old one opens nothing and
 * can be removed. A token no listed key opens is left as it is and counted; each update checks the value it
 * read, so a token replaced meanwhile by a reconnect is not overwritten.
 */
export async function resealPlatformTokens(
  context: CredentialsContext,
): Promise<{ resealed: number; unreadable: number }> {
  const { db } = context.database;
  const box = boxOf(context);
  const stale = await db
    .select({ id: adPlatformConnections.id, accessToken: adPlatformConnections.accessToken })
    .from(adPlatformConnections)
    .where(not(sql`starts_with(${adPlatformConnections.accessToken}, ${box.currentPrefix})`));
  let resealed = 0;
  let unreadable = 0;
  for (const row of stale) {
    let plain: string;
    try {
      plain = box.open(row.accessToken);
    } catch {
      unreadable += 1;
      continue;
    }
    const updated = await db
      .update(adPlatformConnections)
      .set({ accessToken: box.seal(plain) })
      .where(
        and(eq(adPlatformConnections.id, row.id), eq(adPlatformConnections.accessToken, row.accessToken)),
      )
      .returning({ id: adPlatformConnections.id });
    resealed += updated.length;
  }
  return { resealed, unreadable };
}
