import {
  checkUsageLimit,
  ERROR_CODES,
  limitReachedMessage,
  seatResource,
  type OrgRole,
} from '@hookline/domain';
import type { AppContext } from '../../../platform/context.ts';
import type { Executor } from '../../../platform/db/database.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import { countSeats } from './membership.service.ts';

/**
 * Refuses one more member of this role when the seats of the organisation's plans (pending invites
 * included) are all taken; the limits are read from its subscriptions on `db`.
 */
export async function assertSeatAvailable(
  db: Executor,
  input: { orgId: string; orgRole: OrgRole; planLimits: AppContext['planLimits'] },
): Promise<void> {
  const resource = seatResource(input.orgRole);
  const [seats, limits] = await Promise.all([
    countSeats(db, input.orgId),
    input.planLimits.read(db, input.orgId),
  ]);
  const check = checkUsageLimit({ limit: limits[resource], used: seats[resource] });
  if (!check.allowed) {
    throw new AppError(ERROR_CODES.planLimitReached, limitReachedMessage(resource, check.limit));
  }
}
