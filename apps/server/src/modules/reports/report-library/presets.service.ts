import type { AdPlatform } from '@hookline/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/database.ts';
import type { WorkspaceAccess } from '../../tenancy/index.ts';
import { isUuid } from '../../../platform/uuid.ts';
import { tablePresets } from '../tables.ts';
import { checkMetricKeys } from './metric-keys.ts';

type PresetRow = typeof tablePresets.$inferSelect;

export function toPresetDto(row: PresetRow) {
  return {
    _id: row.id,
    workspaceId: row.workspaceId,
    platform: row.platform,
    name: row.name,
    metrics: row.metrics,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The preset a report's fields name, only when it is the proven workspace's. */
export async function findPresetInWorkspace(
  db: Executor,
  input: { workspaceId: string; presetId: string },
): Promise<PresetRow | undefined> {
  if (!isUuid(input.presetId)) return undefined;
  const [row] = await db
    .select()
    .from(tablePresets)
    .where(and(eq(tablePresets.id, input.presetId), eq(tablePresets.workspaceId, input.workspaceId)))
    .limit(1);
  return row;
}

export async function listPresets(db: Executor, input: { access: WorkspaceAccess; platform?: AdPlatform }) {
  const rows = await db
    .select()
    .from(tablePresets)
    .where(
      and(
        eq(tablePresets.workspaceId, input.access.workspaceId),
        input.platform ? eq(tablePresets.platform, input.platform) : undefined,
      ),
    )
    .orderBy(asc(tablePresets.name));
  return rows.map(toPresetDto);
}

export async function createPreset(
  db: Executor,
  input: { access: WorkspaceAccess; userId: string; platform: AdPlatform; name: string; metrics: string[] },
) {
  checkMetricKeys(input.platform, input.metrics, false);
  const [row] = await db
    .insert(tablePresets)
    .values({
      orgId: input.access.orgId,
      workspaceId: input.access.workspaceId,
      platform: input.platform,
      name: input.name,
      metrics: [...new Set(input.metrics)],
      createdByUserId: input.userId,
    })
    .returning();
  return toPresetDto(row!);
}

export async function updatePreset(
  db: Executor,
  preset: PresetRow,
  input: { name?: string; metrics?: string[] },
) {
  if (input.metrics) checkMetricKeys(preset.platform, input.metrics, false);
  const [row] = await db
    .update(tablePresets)
    .set({
      ...(input.name !== undefined ? { name: input.name } : {}),
      ...(input.metrics ? { metrics: [...new Set(input.metrics)] } : {}),
    })
    .where(eq(tablePresets.id, preset.id))
    .returning();
  return toPresetDto(row!);
}

export async function deletePreset(db: Executor, preset: PresetRow): Promise<void> {
  await db.delete(tablePresets).where(eq(tablePresets.id, preset.id));
}
