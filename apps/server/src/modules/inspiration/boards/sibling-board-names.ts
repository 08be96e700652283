import { BOARD_NAME_MAX, INSPIRATION_MESSAGES } from '@hookline/domain';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/database.ts';
import { conflict } from '../../../platform/http/app-error.ts';
import { inspirationBoards } from '../tables.ts';

type Siblings = { workspaceId: string; parentId: string | null };

/** The names, lower-cased, of the boards under `parentId` (the workspace's root when null). */
async function siblingNames(tx: Executor, input: Siblings & { exceptId?: string }): Promise<Set<string>> {
  const rows = await tx
    .select({ name: sql<string>`lower(${inspirationBoards.name})` })
    .from(inspirationBoards)
    .where(
      and(
        eq(inspirationBoards.workspaceId, input.workspaceId),
        input.parentId === null
          ? isNull(inspirationBoards.parentId)
          : eq(inspirationBoards.parentId, input.parentId),
        input.exceptId ? ne(inspirationBoards.id, input.exceptId) : undefined,
      ),
    );
  return new Set(rows.map((row) => row.name));
}

/**
 * Refuses (409) a board name that one of its would-be siblings already has, ignoring case and the board
 * `exceptId` itself. Meaningful only while `tx` holds `lockBoardTree`: two creates sent at once then check in
 * turn, and the second sees the first.
 */
export async function refuseTakenBoardName(
  tx: Executor,
  input: Siblings & { name: string; exceptId?: string },
): Promise<void> {
  const taken = await siblingNames(tx, input);
  if (taken.has(input.name.toLowerCase())) throw conflict(INSPIRATION_MESSAGES.boardNameTaken);
}

/**
 * The name of a copy among its new siblings: its own when free, else 'Name (copy)', then 'Name (copy 2)'…,
 * the name shortened so that the whole stays within the board name's limit. Under `lockBoardTree`.
 */
export async function nameForCopy(tx: Executor, input: Siblings & { name: string }): Promise<string> {
  const taken = await siblingNames(tx, input);
  const fits = (suffix: string) =>
    `${input.name.slice(0, BOARD_NAME_MAX - suffix.length).trimEnd()}${suffix}`;
  let candidate = input.name;
  for (let count = 1; taken.has(candidate.toLowerCase()); count += 1) {
    candidate = fits(count === 1 ? ' (copy)' : ` (copy ${count})`);
  }
  return candidate;
}
