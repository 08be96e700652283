import type { Executor } from '../../../platform/db/database.ts';
import { productMembers, type ProductMember } from '../../tenancy/index.ts';

/** A person who may open the Creative Hub of a workspace, as a mention or a notification needs them. */
export type DriveMember = ProductMember;

/**
 * Which of `userIds` are members of the workspace's Creative Hub now: accepted, active members of its
 * organisation, either an org admin (who opens every workspace) or with a live grant there that includes
 * the Creative Hub. Anyone else (another organisation, a removed member, a grant without `drive`) is dropped.
 */
export function driveMembersAmong(
  db: Executor,
  input: { orgId: string; workspaceId: string; userIds: readonly string[] },
): Promise<DriveMember[]> {
  return productMembers(db, { ...input, product: 'drive' });
}
