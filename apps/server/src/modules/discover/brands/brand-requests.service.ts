import {
  BRAND_REQUESTS_PER_DAY,
  canInOrg,
  DISCOVER_MESSAGES,
  ERROR_CODES,
  deniedMessage,
} from '@hookline/domain';
import { and, count, desc, eq, gt } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/database.ts';
import { AppError, forbidden } from '../../../platform/http/app-error.ts';
import { listMembershipsOfUser } from '../../tenancy/index.ts';
import { lockUserRow, peopleByIds } from '../../users/index.ts';
import { discoverBrandRequests } from '../tables.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Whether no organisation the user belongs to (and they belong to one) lets them ask for brands: a guest
 * may browse and search the library, but not ask for brands (`brand.request`).
 */
async function mayNotRequestBrands(db: Executor, userId: string): Promise<boolean> {
  const memberships = await listMembershipsOfUser(db, userId);
  return (
    memberships.length > 0 && memberships.every((membership) => !canInOrg(membership.role, 'brand.request'))
  );
}

/**
 * `POST brands/request`: a brand the library lacks, kept for the team that adds brands (the admin CLI
 * lists them). At most 20 a day per person, counted under a lock of the person's row so that requests
 * sent at once can't all slip under the limit.
 */
export async function requestBrand(
  db: Executor,
  input: { userId: string; name: string; url: string },
): Promise<{ _id: string; message: string }> {
  if (await mayNotRequestBrands(db, input.userId)) throw forbidden(deniedMessage('brand.manage'));
  return db.transaction(async (tx) => {
    await lockUserRow(tx, input.userId);
    const [sent] = await tx
      .select({ requests: count() })
      .from(discoverBrandRequests)
      .where(
        and(
          eq(discoverBrandRequests.requestedByUserId, input.userId),
          gt(discoverBrandRequests.createdAt, new Date(Date.now() - DAY_MS)),
        ),
      );
    if ((sent?.requests ?? 0) >= BRAND_REQUESTS_PER_DAY) {
      throw new AppError(ERROR_CODES.tooManyRequests, DISCOVER_MESSAGES.brandRequestLimit);
    }
    const [request] = await tx
      .insert(discoverBrandRequests)
      .values({ name: input.name, url: input.url, requestedByUserId: input.userId })
      .returning({ id: discoverBrandRequests.id });
    if (!request) throw new Error('insert into discover_brand_requests returned nothing');
    return { _id: request.id, message: DISCOVER_MESSAGES.brandRequested };
  });
}

export interface BrandRequestListing {
  id: string;
  name: string;
  url: string;
  requestedBy: string | null;
  createdAt: Date;
}

/** Every brand request, newest first, with the address of whoever asked (null once their account is gone). */
export async function listBrandRequests(db: Executor): Promise<BrandRequestListing[]> {
  const requests = await db
    .select()
    .from(discoverBrandRequests)
    .orderBy(desc(discoverBrandRequests.createdAt), desc(discoverBrandRequests.id));
  const askers = await peopleByIds(
    db,
    requests.flatMap((request) => (request.requestedByUserId === null ? [] : [request.requestedByUserId])),
  );
  return requests.map((request) => ({
    id: request.id,
    name: request.name,
    url: request.url,
    requestedBy:
      request.requestedByUserId === null ? null : (askers.get(request.requestedByUserId)?.email ?? null),
    createdAt: request.createdAt,
  }));
}
