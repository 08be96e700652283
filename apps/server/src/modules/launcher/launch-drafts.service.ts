import { hasLoneSurrogate, LAUNCHER_MESSAGES, MAX_DRAFT_BYTES, type LaunchDraft } from '@hookline/domain';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.ts';
import { badRequest, conflict } from '../../platform/http/app-error.ts';
import { launcherDrafts, type LaunchDraftRow, type LauncherAdAccountRow } from './tables.ts';

type DraftState = Record<string, unknown>;

function toDto(row: LaunchDraftRow): LaunchDraft {
  return {
    _id: row.id,
    adAccountId: row.launcherAccountId,
    name: row.name,
    kind: row.kind,
    state: row.state,
    version: row.version,
    createdBy: row.createdByUserId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Whether some key or string of the state holds what PostgreSQL's jsonb refuses (NUL, a lone surrogate). */
function holdsInvalidText(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000') || hasLoneSurrogate(value);
  if (Array.isArray(value)) return value.some(holdsInvalidText);
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).some(([key, inner]) => holdsInvalidText(key) || holdsInvalidText(inner));
  }
  return false;
}

/** 400 for a state past MAX_DRAFT_BYTES as JSON, or holding text the database can't keep. */
function checkState(state: DraftState): void {
  if (Buffer.byteLength(JSON.stringify(state), 'utf8') > MAX_DRAFT_BYTES) {
    throw badRequest(LAUNCHER_MESSAGES.draftTooLarge);
  }
  if (holdsInvalidText(state)) throw badRequest(LAUNCHER_MESSAGES.draftInvalidText);
}

/** The account's drafts, the team's alike, the most recently saved first. */
export async function listDrafts(db: Executor, accountId: string): Promise<LaunchDraft[]> {
  const rows = await db
    .select()
    .from(launcherDrafts)
    .where(eq(launcherDrafts.launcherAccountId, accountId))
    .orderBy(desc(launcherDrafts.updatedAt), desc(launcherDrafts.id));
  return rows.map(toDto);
}

export async function createDraft(
  db: Executor,
  input: {
    account: LauncherAdAccountRow;
    userId: string;
    draft: { name: string; kind: 'standard' | 'partnership'; state: DraftState };
    now: Date;
  },
): Promise<LaunchDraft> {
  checkState(input.draft.state);
  const [row] = await db
    .insert(launcherDrafts)
    .values({
      orgId: input.account.orgId,
      workspaceId: input.account.workspaceId,
      launcherAccountId: input.account.id,
      ...input.draft,
      createdByUserId: input.userId,
      createdAt: input.now,
      updatedAt: input.now,
    })
    .returning();
  return toDto(row!);
}

export const draftDto = toDto;

/**
 * Saves the wizard's state over the draft, if no one saved since `version` was read: the version rises by one;
 * a save from an older version (another tab, another machine) is refused with 409 and changes nothing.
 */
export async function saveDraft(
  db: Executor,
  input: {
    draft: LaunchDraftRow;
    changes: { name?: string; state: DraftState; version: number };
    now: Date;
  },
): Promise<LaunchDraft> {
  checkState(input.changes.state);
  const [row] = await db
    .update(launcherDrafts)
    .set({
      ...(input.changes.name === undefined ? {} : { name: input.changes.name }),
      state: input.changes.state,
      version: sql`${launcherDrafts.version} + 1`,
      updatedAt: input.now,
    })
    .where(and(eq(launcherDrafts.id, input.draft.id), eq(launcherDrafts.version, input.changes.version)))
    .returning();
  if (!row) throw conflict(LAUNCHER_MESSAGES.draftConflict);
  return toDto(row);
}

export async function deleteDraft(db: Executor, draft: LaunchDraftRow): Promise<void> {
  await db.delete(launcherDrafts).where(eq(launcherDrafts.id, draft.id));
}
