import { ERROR_CODES, PLAN_FEATURE_MESSAGES, type Organisation } from '@hookline/domain';
import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../../platform/context.ts';
import { AppError, notFound } from '../../../platform/http/app-error.ts';
import type { OrgAccess } from '../access/tenancy-resources.ts';
import type { StoredObject } from '../../../platform/storage/storage.ts';
import { readVersionedImage, storeNormalisedImage } from '../../users/index.ts';
import { isUuid } from '../../../platform/uuid.ts';
import { findOrganisationRow, lockOrganisationRow } from './organisation-lookup.service.ts';
import { organisationDetails } from './organisations.service.ts';
import { organisations } from './tables.ts';

/**
 * Points the organisation at a new logo key and answers the key it replaces. The row stays locked until
 * the switch is made, so two uploads at once can't both keep the same old file to delete.
 */
async function switchLogoKey(
  context: AppContext,
  input: { orgId: string; logoKey: string | null },
): Promise<string | null> {
  return context.database.db.transaction(async (tx) => {
    const org = await lockOrganisationRow(tx, input.orgId);
    if (!org) throw notFound();
    await tx
      .update(organisations)
      .set({ logoKey: input.logoKey, updatedAt: sql`now()` })
      .where(eq(organisations.id, input.orgId));
    return org.logoKey;
  });
}

/**
 * Checks the picture like every uploaded image (`normaliseUploadedImage`) and makes it the logo; a logo
 * needs a plan with white labelling (`whiteLabel`). Removing one is always allowed.
 */
export async function replaceOrganisationLogo(
  context: AppContext,
  input: { access: OrgAccess; upload: Buffer },
): Promise<Organisation> {
  const { orgId } = input.access;
  if (!(await context.planLimits.read(context.database.db, orgId)).whiteLabel) {
    throw new AppError(ERROR_CODES.planFeatureRequired, PLAN_FEATURE_MESSAGES.whiteLabel);
  }
  const logoKey = await storeNormalisedImage(context.storage, {
    folder: `orgs/${orgId}`,
    stem: 'logo',
    upload: input.upload,
  });
  const previous = await switchLogoKey(context, { orgId, logoKey }).catch(async (error: unknown) => {
    await context.storage.delete(logoKey);
    throw error;
  });
  // Deleted only after the row points elsewhere: a failed delete leaves a stray file, never a broken logo.
  if (previous) await context.storage.delete(previous);
  return organisationDetails(context.database.db, input.access);
}

export async function removeOrganisationLogo(context: AppContext, access: OrgAccess): Promise<void> {
  const previous = await switchLogoKey(context, { orgId: access.orgId, logoKey: null });
  if (previous) await context.storage.delete(previous);
}

/** The stored logo behind an organisation's `logo` URL; an old version or an unknown id answers 404. */
export async function readOrganisationLogo(
  context: AppContext,
  input: { unverifiedOrgId: string; version: string },
): Promise<{ object: StoredObject; mime: string }> {
  if (!isUuid(input.unverifiedOrgId)) throw notFound();
  const org = await findOrganisationRow(context.database.db, input.unverifiedOrgId);
  return readVersionedImage(context.storage, { key: org?.logoKey, version: input.version });
}
