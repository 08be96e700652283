import type { Product } from '@hookline/domain';
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
