import { BILLING_MESSAGES, blockedModules, productBlockedMessage, type Product } from '@hookline/domain';
import { forbidden } from '../../../platform/http/app-error.ts';
import type { ModuleAccess } from '../billing-services.ts';
import { billingStanding } from './active-subscriptions.service.ts';

/**
 * `context.moduleAccess`: a module's calls are refused (403) while the organisation's free trial has ended
 * without a plan (the whole app), or while every subscription that sells the module is `blocked_1`.
 */
export function createModuleAccess(): ModuleAccess {
  return {
    async assertOpen(db, orgId, module: Product) {
      const { rows, blocked } = await billingStanding(db, orgId);
      if (blocked) throw forbidden(BILLING_MESSAGES.trialEnded);
      if (blockedModules(rows).includes(module)) throw forbidden(productBlockedMessage(module));
    },
  };
}
