import { DEFAULT_AD_ACCOUNT_SETTINGS, newReportDefaults, PRODUCTS } from '@hookline/domain';
import { startSession } from '../../apps/server/src/modules/auth/tokens.service.ts';
import {
  grantWorkspace,
  insertFounderMember,
} from '../../apps/server/src/modules/tenancy/members/membership.service.ts';
import { insertUser } from '../../apps/server/src/modules/users/users.service.ts';
import type { Database } from '../../apps/server/src/platform/db/database.ts';
import {
  adAccounts,
  orgMembers,
  organisations,
  reportFolders,
  reports,
  workspaces,
} from '../../apps/server/src/composition/tables.ts';

/** How much the load benchmark seeds: a few tenants, each with a small report library per workspace. */
export const LOAD_SHAPE = {
  organisations: 4,
  workspacesPerOrganisation: 3,
  membersPerOrganisation: 10,
  foldersPerAccount: 5,
  reportsPerFolder: 3,
  unfiledReportsPerAccount: 2,
} as const;

/** One signed-in member and the workspace whose library the load profiles read and change. */
export interface LoadUser {
  userId: string;
  token: string;
  orgId: string;
  workspaceId: string;
  /** The ad account whose folder tree the reads list and whose folders the writes rename. */
  adAccountId: string;
  folderIds: string[];
  /** A second account of the workspace that receives the created folders, so the read tree keeps its size. */
  scratchAdAccountId: string;
}

export interface LoadFixtures {
  users: LoadUser[];
  jwtSecret: string;
}

const one = <T>(rows: T[], table: string): T => {
  const [row] = rows;
  if (!row) throw new Error(`insert into ${table} returned nothing`);
  return row;
};

async function insertAdAccount(
  db: Database,
  input: { orgId: string; workspaceId: string; userId: string; name: string },
): Promise<string> {
  const rows = await db
    .insert(adAccounts)
    .values({
      orgId: input.orgId,
      workspaceId: input.workspaceId,
      provider: 'sandbox',
      platform: 'meta',
      externalId: `load_${input.workspaceId.slice(0, 8)}_${input.name.toLowerCase()}`,
      name: input.name,
      currency: 'USD',
      timezoneId: 1,
      timezoneName: 'America/Los_Angeles',
      settings: DEFAULT_AD_ACCOUNT_SETTINGS,
      syncStatus: 'synced',
      onboardedByUserId: input.userId,
    })
    .returning({ id: adAccounts.id });
  return one(rows, 'ad_accounts').id;
}

/** The folders of one account, each with its reports, plus reports in no folder. */
async function insertLibrary(
  db: Database,
  input: { orgId: string; workspaceId: string; adAccountId: string; userId: string },
): Promise<string[]> {
  const scope = { orgId: input.orgId, workspaceId: input.workspaceId, adAccountId: input.adAccountId };
  const folders = await db
    .insert(reportFolders)
    .values(
      Array.from({ length: LOAD_SHAPE.foldersPerAccount }, (_, position) => ({
        ...scope,
        name: `Folder ${position + 1}`,
        emoticon: '📈',
        position,
      })),
    )
    .returning({ id: reportFolders.id });
  const fields = newReportDefaults('meta');
  const inFolders = folders.flatMap((folder) =>
    Array.from({ length: LOAD_SHAPE.reportsPerFolder }, (_, position) => ({ folderId: folder.id, position })),
  );
  const unfiled = Array.from({ length: LOAD_SHAPE.unfiledReportsPerAccount }, (_, position) => ({
    folderId: null,
    position,
  }));
  await db.insert(reports).values(
    [...inFolders, ...unfiled].map((place, index) => ({
      ...scope,
      ...place,
      fields: { ...fields, name: `Report ${index + 1}` },
      createdByUserId: input.userId,
    })),
  );
  return folders.map((folder) => folder.id);
}

/** One organisation: its members (the first founds it), its workspaces with their libraries, and a session each. */
async function seedOrganisation(
  db: Database,
  input: { index: number; tokenConfig: Parameters<typeof startSession>[1]['config'] },
): Promise<LoadUser[]> {
  const o = input.index;
  const memberRows = [];
  for (let m = 0; m < LOAD_SHAPE.membersPerOrganisation; m += 1) {
    memberRows.push(
      await insertUser(db, {
        email: `load-${o}-${m}@load-bench.test`,
        firstName: 'Load',
        lastName: `Member ${o}.${m}`,
        passwordHash: null,
        isRiskyEmail: false,
        isNewSignup: false,
      }),
    );
  }
  const founder = memberRows[0]!;
  const org = one(
    await db
      .insert(organisations)
      .values({ name: `Load organisation ${o + 1}`, emailDomain: null, createdByUserId: founder.id })
      .returning(),
    'organisations',
  );
  const memberIds = [
    (await insertFounderMember(db, { orgId: org.id, userId: founder.id, email: founder.email })).id,
  ];
  for (const user of memberRows.slice(1)) {
    const rows = await db
      .insert(orgMembers)
      .values({
        orgId: org.id,
        userId: user.id,
        email: user.email,
        role: 'org_member',
        inviteStatus: 'accepted',
      })
      .returning({ id: orgMembers.id });
    memberIds.push(one(rows, 'org_members').id);
  }

  const libraries = [];
  for (let w = 0; w < LOAD_SHAPE.workspacesPerOrganisation; w += 1) {
    const workspace = one(
      await db
        .insert(workspaces)
        .values({ orgId: org.id, name: `Workspace ${w + 1}`, createdByUserId: founder.id })
        .returning(),
      'workspaces',
    );
    for (const memberId of memberIds) {
      await grantWorkspace(db, {
        orgId: org.id,
        workspaceId: workspace.id,
        memberId,
        roleName: 'admin',
        products: [...PRODUCTS],
      });
    }
    const scope = { orgId: org.id, workspaceId: workspace.id, userId: founder.id };
    const adAccountId = await insertAdAccount(db, { ...scope, name: 'Library' });
    const scratchAdAccountId = await insertAdAccount(db, { ...scope, name: 'Scratch' });
    const folderIds = await insertLibrary(db, { ...scope, adAccountId });
    libraries.push({ workspaceId: workspace.id, adAccountId, scratchAdAccountId, folderIds });
  }

  const users: LoadUser[] = [];
  for (const [index, user] of memberRows.entries()) {
    const { token } = await startSession(db, { config: input.tokenConfig, userId: user.id });
    users.push({ userId: user.id, token, orgId: org.id, ...libraries[index % libraries.length]! });
  }
  return users;
}

/**
 * Seeds LOAD_SHAPE through the same writes the modules use (users, founder member, grants), and signs
 * every member in with a session an hour long. Every member is an admin of every workspace of their
 * organisation with every product, so each request of the profiles is allowed; all but the founder are
 * org members, so the workspace guard takes its grant path.
 */
export async function seedLoadData(db: Database, jwtSecret: string): Promise<LoadFixtures> {
  const tokenConfig = { jwtSecret, accessTokenTtlSeconds: 3600, refreshTokenTtlSeconds: 3600 };
  const users: LoadUser[] = [];
  for (let index = 0; index < LOAD_SHAPE.organisations; index += 1) {
    users.push(...(await seedOrganisation(db, { index, tokenConfig })));
  }
  return { users, jwtSecret };
}
