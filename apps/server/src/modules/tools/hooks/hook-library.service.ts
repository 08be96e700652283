import {
  HOOK_FIELD_MAX,
  TOOLS_MESSAGES,
  cleanText,
  hasLoneSurrogate,
  type Hook,
  type SavedHook,
} from '@hookline/domain';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/database.ts';
import { badRequest } from '../../../platform/http/app-error.ts';
import type { WorkspaceAccess } from '../../tenancy/index.ts';
import { toolsHooks, type ToolsHookRow } from '../tables.ts';

const OPTIONAL_FIELDS = ['spoken', 'visual', 'overlay', 'headline'] as const;

export function savedHookDto(row: ToolsHookRow): SavedHook {
  return {
    _id: row.id,
    workspaceId: row.workspaceId,
    product: row.product,
    text: row.text,
    stage: row.stage,
    trigger: row.trigger,
    tactic: row.tactic,
    why: row.why,
    ...Object.fromEntries(OPTIONAL_FIELDS.flatMap((key) => (row[key] === null ? [] : [[key, row[key]]]))),
    createdBy: row.createdByUserId,
    createdAt: row.createdAt.toISOString(),
  };
}

/** One line of a hook as it will be kept: control characters out, unreadable or overlong text refused. */
function cleanLine(value: string, label: string): string {
  if (hasLoneSurrogate(value)) throw badRequest(TOOLS_MESSAGES.textInvalid);
  const cleaned = cleanText(value).replace(/ {2,}/g, ' ').trim();
  if (cleaned.length > HOOK_FIELD_MAX) throw badRequest(TOOLS_MESSAGES.fieldTooLong(label));
  return cleaned;
}

/** The hooks as they will be kept, each text once; throws a 400 (and keeps nothing) on one bad field. */
export function cleanHooks(hooks: readonly Hook[]): Hook[] {
  const byText = new Map<string, Hook>();
  for (const hook of hooks) {
    const text = cleanLine(hook.text, 'Hook');
    const why = cleanLine(hook.why, 'Why');
    if (text === '' || why === '') throw badRequest(TOOLS_MESSAGES.textInvalid);
    const cleaned: Hook = { text, why, stage: hook.stage, trigger: hook.trigger, tactic: hook.tactic };
    for (const key of OPTIONAL_FIELDS) {
      const value = hook[key];
      const line = value === undefined ? '' : cleanLine(value, key[0]!.toUpperCase() + key.slice(1));
      if (line !== '') cleaned[key] = line;
    }
    if (!byText.has(text)) byText.set(text, cleaned);
  }
  return [...byText.values()];
}

/** The workspace's saved hooks, newest first. */
export async function listSavedHooks(db: Executor, access: WorkspaceAccess): Promise<SavedHook[]> {
  const rows = await db
    .select()
    .from(toolsHooks)
    .where(and(eq(toolsHooks.orgId, access.orgId), eq(toolsHooks.workspaceId, access.workspaceId)))
    .orderBy(desc(toolsHooks.createdAt), desc(toolsHooks.id));
  return rows.map(savedHookDto);
}

/**
 * Keeps the hooks in the workspace's library: a text already there stays as it was. Answers every hook of
 * the request as the library holds it.
 */
export async function saveHooks(
  db: Executor,
  input: { access: WorkspaceAccess; userId: string; product: string; hooks: readonly Hook[] },
): Promise<SavedHook[]> {
  const product = cleanText(input.product, { multiline: true }).trim();
  const hooks = cleanHooks(input.hooks);
  const { orgId, workspaceId } = input.access;
  await db
    .insert(toolsHooks)
    .values(
      hooks.map((hook) => ({
        orgId,
        workspaceId,
        product,
        createdByUserId: input.userId,
        text: hook.text,
        stage: hook.stage,
        trigger: hook.trigger,
        tactic: hook.tactic,
        why: hook.why,
        spoken: hook.spoken ?? null,
        visual: hook.visual ?? null,
        overlay: hook.overlay ?? null,
        headline: hook.headline ?? null,
      })),
    )
    .onConflictDoNothing({ target: [toolsHooks.workspaceId, toolsHooks.text] });
  const rows = await db
    .select()
    .from(toolsHooks)
    .where(
      and(
        eq(toolsHooks.orgId, orgId),
        eq(toolsHooks.workspaceId, workspaceId),
        inArray(
          toolsHooks.text,
          hooks.map((hook) => hook.text),
        ),
      ),
    );
  const byText = new Map(rows.map((row) => [row.text, row]));
  return hooks.flatMap((hook) => {
    const row = byText.get(hook.text);
    return row ? [savedHookDto(row)] : [];
  });
}

export async function deleteSavedHook(db: Executor, row: ToolsHookRow): Promise<void> {
  await db
    .delete(toolsHooks)
    .where(and(eq(toolsHooks.id, row.id), eq(toolsHooks.workspaceId, row.workspaceId)));
}
