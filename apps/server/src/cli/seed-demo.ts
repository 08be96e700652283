import type { AppContext } from '../platform/context.ts';
import { hashPassword } from '../modules/auth/index.ts';
import {
  createDemoOrganisation,
  findOrganisationRow,
  listMembershipsOfUser,
  listWorkspaceRows,
  setDetectiveAiFlag,
} from '../modules/tenancy/index.ts';
import { findUserByEmail, insertUser } from '../modules/users/index.ts';
import { seedDemoAnalytics } from './seed-demo-analytics.ts';
import { seedDemoExperts } from './seed-demo-experts.ts';
import { seedDemoLauncher } from './seed-demo-launcher.ts';

export const DEMO_USER = {
  email: 'demo@hookline.dev',
  password: 'hookline-demo',
  firstName: 'Demo',
  lastName: 'User',
};

export const DEMO_ORGANISATION = {
  name: 'Hookline Demo',
  workspaces: ['Brand team', 'Performance'],
};

function printBox(lines: string[]): void {
  const width = Math.max(...lines.map((line) => line.length));
  const border = `+${'-'.repeat(width + 2)}+`;
  console.log([border, ...lines.map((line) => `| ${line.padEnd(width)} |`), border].join('\n'));
}

/**
 * Creates the demo account and, while it belongs to no organisation, its demo organisation; makes it an
 * expert beside sample experts (seed-demo-experts.ts); prints how to sign in. Idempotent: a second run finds both and creates nothing.
 */
export async function seedDemo(
  context: AppContext,
): Promise<{ created: boolean; userId: string; orgId: string; orgCreated: boolean }> {
  const { db } = context.database;
  const existing = await findUserByEmail(db, DEMO_USER.email);
  const user =
    existing ??
    (await insertUser(db, {
      email: DEMO_USER.email,
      firstName: DEMO_USER.firstName,
      lastName: DEMO_USER.lastName,
      passwordHash: await hashPassword(DEMO_USER.password),
      isRiskyEmail: false,
      isNewSignup: false,
    }));

  const memberships = await listMembershipsOfUser(db, user.id);
  const orgId =
    memberships[0]?.orgId ??
    (await createDemoOrganisation(db, {
      user,
      name: DEMO_ORGANISATION.name,
      workspaceNames: DEMO_ORGANISATION.workspaces,
    }));
  // The operator's half of Detective AI (its flag) is done for the demo; the purchase is the newcomer's, through
  // the offline checkout in Subscription settings.
  if (memberships.length === 0) await setDetectiveAiFlag(db, orgId, true);
  await seedDemoAnalytics(context, { orgId, userId: user.id });
  await seedDemoExperts(context, { userId: user.id });
  await seedDemoLauncher(context, { orgId, userId: user.id });
  const org = await findOrganisationRow(db, orgId);
  const workspaceNames = (await listWorkspaceRows(db, orgId)).map((workspace) => workspace.name);

  printBox([
    'Hookline demo account',
    '',
    `E-mail:       ${DEMO_USER.email}`,
    `Password:     ${DEMO_USER.password}`,
    `Organisation: ${org?.name ?? ''}`,
    `Workspaces:   ${workspaceNames.join(', ')}`,
  ]);
  return { created: existing === undefined, userId: user.id, orgId, orgCreated: memberships.length === 0 };
}
