import type { Executor } from '../../db/database.ts';
import { isUuid } from '../../uuid.ts';
import { forbidden, notFound } from '../app-error.ts';
import type { MemberCaller } from './caller.ts';
import type { Resolved, Resource } from './resource.ts';

/**
 * Refuses (403, with the resource's message) an action the proven access does not allow. Routes declare
 * their action; this is for the one a route needs only sometimes (deleting folders along with files, say).
 */
export function requireAction<Action extends string>(
  resource: Pick<Resource<unknown, unknown, Action>, 'deniedMessage'>,
  allowedActions: readonly string[],
  action: Action,
): void {
  if (!allowedActions.includes(action)) throw forbidden(resource.deniedMessage(action));
}

/** What a member's proven access to one resource gives: the row, the access and every allowed action. */
export interface ProvenAccess<Row, Access> extends Resolved<Row, Access> {
  allowedActions: readonly string[];
}

/**
 * A member's access to one resource, proven as a route's declared access proves it (one scoped query, then
 * the action), for ids a route can't declare: an optional query field, an upload's metadata. A malformed
 * id, another tenant's and an unknown one are alike a 404 (with `notFoundMessage` when given); a missing
 * action is the resource's 403.
 */
export async function proveMemberAccess<Row, Access, Action extends string>(
  db: Executor,
  resource: Resource<Row, Access, Action>,
  input: {
    caller: MemberCaller;
    unverifiedId: string;
    unverifiedWithin?: string;
    action?: Action;
    notFoundMessage?: string;
  },
): Promise<ProvenAccess<Row, Access>> {
  const { caller, unverifiedId, unverifiedWithin } = input;
  if (!isUuid(unverifiedId) || (unverifiedWithin !== undefined && !isUuid(unverifiedWithin))) {
    throw notFound(input.notFoundMessage);
  }
  const resolved = await resource.forMember(db, {
    userId: caller.userId,
    id: unverifiedId,
    ...(unverifiedWithin !== undefined ? { within: unverifiedWithin } : {}),
  });
  if (!resolved) throw notFound(input.notFoundMessage);
  const allowedActions = resource.allowedActions(resolved, caller);
  if (input.action !== undefined) requireAction(resource, allowedActions, input.action);
  return { ...resolved, allowedActions };
}
