import {
  DISCOVER_SETTINGS_MESSAGES,
  type DiscoverDefaultFilters,
  type DiscoverSort,
  type DiscoverWorkspaceSettings,
} from '@hookline/domain';
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/database.ts';
import { discoverWorkspaceSettings } from '../tables.ts';
import { listFollowedBrands } from './followed-brands.service.ts';

/** What Discover opens with in a workspace that never saved its own. */
const NO_DEFAULTS: { defaultFilters: DiscoverDefaultFilters; defaultSort: DiscoverSort } = {
  defaultFilters: {},
  defaultSort: 'newest',
};

/** A workspace's place, as its proven access names it. */
export interface WorkspaceRef {
  orgId: string;
  workspaceId: string;
}

/**
 * The defaults as stored: each list without repeats, and a filter that narrows nothing (an empty list, active
 * only off) left out, so that "no defaults" is always `{}`.
 */
export function normaliseDefaultFilters(filters: DiscoverDefaultFilters): DiscoverDefaultFilters {
  const normalised: DiscoverDefaultFilters = {};
  if (filters.platforms?.length) normalised.platforms = [...new Set(filters.platforms)];
  if (filters.formats?.length) normalised.formats = [...new Set(filters.formats)];
  if (filters.languages?.length) normalised.languages = [...new Set(filters.languages)];
  if (filters.activeOnly === true) normalised.activeOnly = true;
  return normalised;
}

async function savedDefaults(db: Executor, workspaceId: string) {
  const [row] = await db
    .select({
      defaultFilters: discoverWorkspaceSettings.defaultFilters,
      defaultSort: discoverWorkspaceSettings.defaultSort,
    })
    .from(discoverWorkspaceSettings)
    .where(eq(discoverWorkspaceSettings.workspaceId, workspaceId))
    .limit(1);
  return row ?? NO_DEFAULTS;
}

/** `GET discover/workspace/{workspaceId}/settings`: the followed brands and the defaults. */
export async function readDiscoverSettings(
  db: Executor,
  workspace: WorkspaceRef,
): Promise<DiscoverWorkspaceSettings> {
  const followedBrands = await listFollowedBrands(db, workspace.workspaceId);
  return { followedBrands, ...(await savedDefaults(db, workspace.workspaceId)) };
}

/**
 * `PUT discover/workspace/{workspaceId}/settings`: what is sent replaces what was saved, what is left out
 * stays. The row is made on the first save.
 */
export async function updateDiscoverDefaults(
  db: Executor,
  input: WorkspaceRef & { defaultFilters?: DiscoverDefaultFilters; defaultSort?: DiscoverSort },
): Promise<DiscoverWorkspaceSettings & { message: string }> {
  const defaultFilters =
    input.defaultFilters === undefined ? undefined : normaliseDefaultFilters(input.defaultFilters);
  const changes = {
    ...(defaultFilters === undefined ? {} : { defaultFilters }),
    ...(input.defaultSort === undefined ? {} : { defaultSort: input.defaultSort }),
    updatedAt: sql`now()`,
  };
  await db
    .insert(discoverWorkspaceSettings)
    .values({ orgId: input.orgId, workspaceId: input.workspaceId, ...changes })
    .onConflictDoUpdate({ target: discoverWorkspaceSettings.workspaceId, set: changes });
  return {
    ...(await readDiscoverSettings(db, input)),
    message: DISCOVER_SETTINGS_MESSAGES.defaultsSaved,
  };
}
