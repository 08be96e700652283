import { BILLING_MESSAGES, blockedModules, productBlockedMessage, type Product } from '@hookline/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/database.ts';
import { preparedPerExecutor } from '../../../platform/db/prepared-per-executor.ts';
import { forbidden, notFound } from '../../../platform/http/app-error.ts';
import { organisations } from '../../tenancy/index.ts';
import type { ModuleAccess } from '../billing-services.ts';
import { STANDING_STATUSES } from '../limits/plan-limits.service.ts';
import { billingAccounts, subscriptions } from '../tables.ts';
import { trialBlocks } from './active-subscriptions.service.ts';

/**
 * The organisation's standing subscription rows with its trial and lifetime deal, in one round trip: it runs
 * before every call of a module's routes.
 */
const standingQuery = preparedPerExecutor((db) =>
  db
    .select({
      lifetimeDeal: organisations.lifetimeDeal,
      trialEndsAt: billingAccounts.trialEndsAt,
      productCode: subscriptions.productCode,
      accessMode: subscriptions.accessMode,
      status: subscriptions.status,
    })
    .from(organisations)
    .leftJoin(billingAccounts, eq(billingAccounts.orgId, organisations.id))
    .leftJoin(
      subscriptions,
      and(eq(subscriptions.orgId, organisations.id), inArray(subscriptions.status, [...STANDING_STATUSES])),
    )
    .where(eq(organisations.id, sql.placeholder('orgId')))
    .prepare('billing_module_standing'),
);

/**
 * `context.moduleAccess`: a module's calls are refused (403) while the organisation's free trial has ended
 * without a plan (the whole app), or while every subscription that sells the module is `blocked_1`.
 */
export function createModuleAccess(): ModuleAccess {
  return {
    async assertOpen(db: Executor, orgId: string, module: Product) {
      const found = await standingQuery(db).execute({ orgId });
      const [first] = found;
      if (!first) throw notFound();
      const rows = found.flatMap(({ productCode, accessMode, status }) =>
        productCode && accessMode && status ? [{ productCode, accessMode, status }] : [],
      );
      const trialOver = trialBlocks({
        trialEndsAt: first.trialEndsAt,
        rows,
        lifetimeDeal: first.lifetimeDeal,
        now: new Date(),
      });
      if (trialOver) throw forbidden(BILLING_MESSAGES.trialEnded);
      if (blockedModules(rows).includes(module)) throw forbidden(productBlockedMessage(module));
    },
  };
}
