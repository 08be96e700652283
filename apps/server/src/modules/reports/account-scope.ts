import { and, eq, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/** An ad account whose access a route's declared resource proved: its id and the workspace it sits in. */
export interface ProvenAccount {
  id: string;
  workspaceId: string;
}

/**
 * The rows of `table` in the proven ad account of its workspace. A query that looks up a row by an id the
 * caller sent (a folder in a report body, a tag in an assign body) adds this, so the id of another tenant's
 * row finds nothing rather than a row the caller was never granted.
 */
export function inAccount(
  table: { workspaceId: PgColumn; adAccountId: PgColumn },
  account: ProvenAccount,
): SQL | undefined {
  return and(eq(table.workspaceId, account.workspaceId), eq(table.adAccountId, account.id));
}
