import type { Product } from '@hookline/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { createUser, signIn } from './factories.ts';
import { addMember, createTeam } from './tenancy-factories.ts';
import { createTestApp, type TestApp } from './test-app.ts';

export type Team = Awaited<ReturnType<typeof createTeam>>;

/** A fresh app with one team in it, and the area's caller for that app. */
export async function appWithTeam<Call>(
  makeCall: (t: TestApp) => Call,
): Promise<{ t: TestApp; team: Team; call: Call }> {
  const t = await createTestApp();
  const team = await createTeam(t);
  return { t, team, call: makeCall(t) };
}

/** A collaborator of the team's workspace whose grant holds only `products`, signed in. */
export async function collaboratorWith(
  t: TestApp,
  team: Team,
  products: Product[],
): Promise<{ token: string }> {
  const analyst = await createUser(t, { firstName: 'Ana' });
  await addMember(t, {
    org: team.org,
    user: analyst,
    orgRole: 'org_member',
    grants: [{ workspace: team.workspace, roleName: 'collaborator', products }],
  });
  return { token: (await signIn(t, analyst)).token };
}

/** The rows of a tree's table in `workspaceId` whose name is `name`, ignoring case. */
export function rowsNamedAlike(
  t: TestApp,
  table: PgTable & { id: PgColumn; workspaceId: PgColumn; name: PgColumn },
  input: { workspaceId: string; name: string },
) {
  return t.context.database.db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.workspaceId, input.workspaceId), sql`lower(${table.name}) = lower(${input.name})`));
}
