import {
  checkTeamLimit,
  ERROR_CODES,
  limitReachedMessage,
  seatResource,
  type OrgRole,
  type Plan,
} from '@hookline/domain';
import type { Executor } from '../../../platform/db/database.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import { countSeats } from './membership.service.ts';

/** Refuses one more member of this role when the plan's seats (pending invites included) are all taken. */
export async function assertSeatAvailable(
  db: Executor,
  input: { orgId: string; plan: Plan; orgRole: OrgRole },
): Promise<void> {
  const resource = seatResource(input.orgRole);
  const seats = await countSeats(db, input.orgId);
  const check = checkTeamLimit({ plan: input.plan, resource, used: seats[resource] });
  if (!check.allowed) {
    throw new AppError(ERROR_CODES.planLimitReached, limitReachedMessage(resource, check.limit));
  }
}
