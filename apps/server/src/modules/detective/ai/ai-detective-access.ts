import {
  aiDetectiveBlockMessage,
  type AiDetectiveAvailability,
  type AiDetectiveBlock,
} from '@hookline/domain';
import type { Executor } from '../../../platform/db/database.ts';
import { forbidden } from '../../../platform/http/app-error.ts';
import { modulePurchaseMediums } from '../../billing/index.ts';
import { findOrganisationRow } from '../../tenancy/index.ts';

/**
 * The platform spec's rule (section 6): Detective AI needs the organisation's `enableDetectiveAI` flag and a
 * Detective purchase that did not come from the lifetime-deal marketplace (`app_sumo`).
 */
async function blockOf(db: Executor, orgId: string): Promise<AiDetectiveBlock | null> {
  const org = await findOrganisationRow(db, orgId);
  if (!org?.enableDetectiveAI) return 'flag-off';
  const mediums = await modulePurchaseMediums(db, orgId, 'detective');
  if (mediums.some((medium) => medium !== 'app_sumo')) return null;
  return mediums.length > 0 || org.lifetimeDeal ? 'marketplace-only' : 'no-purchase';
}

/** Whether the organisation's members may start an analysis, and what to do when they may not. */
export async function aiDetectiveAvailability(db: Executor, orgId: string): Promise<AiDetectiveAvailability> {
  const block = await blockOf(db, orgId);
  return { allowed: block === null, block, message: block === null ? null : aiDetectiveBlockMessage(block) };
}

/** Refuses (403, with what to do) when the organisation may not start an analysis. */
export async function assertAiDetectiveAllowed(db: Executor, orgId: string): Promise<void> {
  const block = await blockOf(db, orgId);
  if (block !== null) throw forbidden(aiDetectiveBlockMessage(block));
}
