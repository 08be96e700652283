import { BILLING_MESSAGES, blockedModules, productBlockedMessage, type Product } from '@hookline/domain';
import { and, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/database.ts';
import { preparedPerExecutor } from '../../../platform/db/prepared-per-executor.ts';
import { forbidden, notFound } from '../../../platform/http/app-error.ts';
import { organisationBillingFacts } from '../../tenancy/index.ts';
import type { ModuleAccess } from '../billing-services.ts';
import { STANDING_STATUSES } from '../limits/plan-limits.service.ts';
import { billingAccounts, subscriptions } from '../tables.ts';
import { trialBlocks } from './active-subscriptions.service.ts';

// One row for the organisation's id, so that the query answers a row even when billing holds nothing of it.
const asked = sql`(select ${sql.placeholder('orgId')}::uuid as org_id) asked`;

/**
 * The organisation's billing account and standing subscription rows, in one round trip: it runs before
 * every call of a module's routes. At least one row; `accountOrgId` null when it has no billing account.
 */
const standingQuery = preparedPerExecutor((db) =>
  db
    .select({
      accountOrgId: billingAccounts.orgId,
      trialEndsAt: billingAccounts.trialEndsAt,
      productCode: subscriptions.productCode,
      accessMode: subscriptions.accessMode,
      status: subscriptions.status,
    })
    .from(asked)
    .leftJoin(billingAccounts, sql`${billingAccounts.orgId} = asked.org_id`)
    .leftJoin(
      subscriptions,
      and(sql`${subscriptions.orgId} = asked.org_id`, inArray(subscriptions.status, [...STANDING_STATUSES])),
    )
    .prepare('billing_module_standing'),
);

/**
 * `context.moduleAccess`: a module's calls are refused (403) while the organisation's free trial has ended
 * without a plan (the whole app), or while every subscription that sells the module is `blocked_1`; an
 * organisation that doesn't exist is 404.
 */
export function createModuleAccess(): ModuleAccess {
  return {
    async assertOpen(db: Executor, orgId: string, module: Product) {
      const found = await standingQuery(db).execute({ orgId });
      const rows = found.flatMap(({ productCode, accessMode, status }) =>
        productCode && accessMode && status ? [{ productCode, accessMode, status }] : [],
      );
      const trial = { trialEndsAt: found[0]?.trialEndsAt ?? null, rows, now: new Date() };
      // Billing's rows reference the organisation, so any of them proves it exists. Its own facts are asked
      // of tenancy only when they can change the answer: it holds no billing row (does it exist?), or its
      // trial would block (does it hold a lifetime deal?). Most calls make the one query above.
      const proven = found.some((row) => row.accountOrgId !== null) || rows.length > 0;
      const trialWouldBlock = trialBlocks({ ...trial, lifetimeDeal: false });
      if (!proven || trialWouldBlock) {
        const org = await organisationBillingFacts(db, orgId);
        if (!org) throw notFound();
        if (trialWouldBlock && trialBlocks({ ...trial, lifetimeDeal: org.lifetimeDeal })) {
          throw forbidden(BILLING_MESSAGES.trialEnded);
        }
      }
      if (blockedModules(rows).includes(module)) throw forbidden(productBlockedMessage(module));
    },
  };
}
