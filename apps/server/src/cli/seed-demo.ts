import { PRODUCTS } from '@hookline/domain';
import type { AppContext } from '../platform/context.ts';
import { organisations, workspaces } from '../composition/tables.ts';
import type { Executor } from '../platform/db/database.ts';
import {
  grantWorkspace,
  insertFounderMember,
  listMembershipsOfUser,
} from '../modules/tenancy/members/membership.service.ts';
import { findOrganisationRow } from '../modules/tenancy/organisations/organisation-lookup.service.ts';
import type { UserRow } from '../modules/users/tables.ts';
import { hashPassword } from '../modules/auth/password-hash.ts';
import { findUserByEmail, insertUser } from '../modules/users/users.service.ts';
import { listWorkspaceRows } from '../modules/tenancy/workspaces/workspace-lookup.service.ts';
import { seedDemoAnalytics } from './seed-demo-analytics.ts';
import { seedDemoExperts } from './seed-demo-experts.ts';

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
 * The demo organisation with its two workspaces, the demo user as its admin. The seed is not a module,
 * so it writes the organisation and workspace rows itself; membership goes through the members service.
 */
async function createDemoOrganisation(db: Executor, user: UserRow): Promise<string> {
  return db.transaction(async (tx) => {
    const [org] = await tx
      .insert(organisations)
      .values({
        name: DEMO_ORGANISATION.name,
        emailDomain: user.email.split('@')[1] ?? null,
        createdByUserId: user.id,
      })
      .returning();
    if (!org) throw new Error('insert into organisations returned nothing');
    const member = await insertFounderMember(tx, { orgId: org.id, userId: user.id, email: user.email });
    for (const name of DEMO_ORGANISATION.workspaces) {
      const [workspace] = await tx
        .insert(workspaces)
        .values({ orgId: org.id, name, createdByUserId: user.id })
        .returning();
      if (!workspace) throw new Error('insert into workspaces returned nothing');
      await grantWorkspace(tx, {
        orgId: org.id,
        workspaceId: workspace.id,
        memberId: member.id,
        roleName: 'admin',
        products: [...PRODUCTS],
      });
    }
    return org.id;
  });
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
  const orgId = memberships[0]?.orgId ?? (await createDemoOrganisation(db, user));
  await seedDemoAnalytics(context, { orgId, userId: user.id });
  await seedDemoExperts(context, { userId: user.id });
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
