/**
 * The load benchmark's baseline: a bare Fastify server (no logger, plugins, schemas, authentication or
 * guards) answering the profiles' routes with the same service functions, hence the same SQL, as
 * Hookline's handlers. What Hookline resolves on every request (the session, the membership and grant,
 * the ad account) is resolved once here, at start-up, per member; a request names its member by its
 * bearer token, looked up in memory.
 *
 * Run by the benchmark: `node --import tsx bench/load/bare-server.ts` with PORT, LOAD_FIXTURES (the
 * seeded members, JSON) and DATABASE_URL or LOAD_PGLITE_DIR.
 */
import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import Fastify, { type FastifyRequest } from 'fastify';
import { adAccountResource } from '../../apps/server/src/modules/ad-accounts/ad-account-resources.ts';
import {
  createFolder,
  folderTree,
  updateFolder,
} from '../../apps/server/src/modules/reports/report-library/folders.service.ts';
import { reportFolders } from '../../apps/server/src/modules/reports/tables.ts';
import type { AdAccountRow } from '../../apps/server/src/modules/ad-accounts/tables.ts';
import { listOrgMembers } from '../../apps/server/src/modules/tenancy/members/member-dto.ts';
import { listOrganisationsOfUser } from '../../apps/server/src/modules/tenancy/organisations/organisations.service.ts';
import { findUserById, toUserDto } from '../../apps/server/src/modules/users/users.service.ts';
import {
  listWorkspacesOfCaller,
  updateWorkspace,
} from '../../apps/server/src/modules/tenancy/workspaces/workspaces.service.ts';
import { openPglite, openPostgres } from '../../apps/server/src/platform/db/database.ts';
import {
  organisationResource,
  workspaceResource,
  type OrgAccess,
  type WorkspaceAccess,
} from '../../apps/server/src/modules/tenancy/index.ts';
import type { LoadFixtures, LoadUser } from './seed-load-data.ts';

interface Caller {
  user: LoadUser;
  orgAccess: OrgAccess;
  workspaceAccess: WorkspaceAccess;
  scratchAccount: AdAccountRow;
}

const env = process.env;
const fixtures = JSON.parse(readFileSync(env.LOAD_FIXTURES ?? '', 'utf8')) as LoadFixtures;
const database = env.DATABASE_URL ? openPostgres(env.DATABASE_URL) : await openPglite(env.LOAD_PGLITE_DIR);
const { db } = database;

function proven<T>(found: T | undefined, what: string): T {
  if (found === undefined) throw new Error(`a load member has no access to their ${what}`);
  return found;
}

const callers = new Map<string, Caller>();
for (const user of fixtures.users) {
  const { userId } = user;
  const org = proven(await organisationResource.forMember(db, { userId, id: user.orgId }), 'organisation');
  const workspace = proven(
    await workspaceResource.forMember(db, { userId, id: user.workspaceId }),
    'workspace',
  );
  const scratch = proven(
    await adAccountResource.forMember(db, { userId, id: user.scratchAdAccountId, within: user.workspaceId }),
    'ad account',
  );
  callers.set(`Bearer ${user.token}`, {
    user,
    orgAccess: org.access,
    workspaceAccess: workspace.access,
    scratchAccount: scratch.row,
  });
}

function caller(request: FastifyRequest): Caller {
  const found = callers.get(request.headers.authorization ?? '');
  if (!found) throw Object.assign(new Error('unknown token'), { statusCode: 401 });
  return found;
}

const app = Fastify({ logger: false });
app.get('/api/v1/health', async () => {
  await database.sql('select 1');
  return { status: 'ok' };
});
app.get('/auth/api/v1/userinfo', async (request) => {
  const user = await findUserById(db, caller(request).user.userId);
  if (!user) throw Object.assign(new Error('no user'), { statusCode: 404 });
  return toUserDto(user);
});
app.get('/api/v1/organisation', async (request) => ({
  data: await listOrganisationsOfUser(db, caller(request).user.userId),
}));
app.get('/api/v1/workspace', async (request) => {
  const { user, orgAccess } = caller(request);
  return { data: await listWorkspacesOfCaller(db, { access: orgAccess, userId: user.userId }) };
});
app.get('/api/v1/organisation/:orgId/members', async (request) => ({
  data: await listOrgMembers(db, caller(request).orgAccess),
}));
app.get<{ Querystring: { adAccountId: string } }>('/reports/api/v1/folders', async (request) =>
  folderTree(db, { access: caller(request).workspaceAccess, adAccountId: request.query.adAccountId }),
);
app.put<{ Params: { folderId: string }; Body: { name: string } }>(
  '/reports/api/v1/folders/:folderId',
  async (request) => {
    caller(request);
    const [folder] = await db
      .select()
      .from(reportFolders)
      .where(eq(reportFolders.id, request.params.folderId));
    if (!folder) throw Object.assign(new Error('no folder'), { statusCode: 404 });
    return updateFolder(db, folder, { name: request.body.name });
  },
);
app.post<{ Body: { name: string } }>('/reports/api/v1/folders', async (request) => {
  const { workspaceAccess, scratchAccount } = caller(request);
  return createFolder(db, {
    access: workspaceAccess,
    account: scratchAccount,
    name: request.body.name,
    emoticon: undefined,
  });
});
app.put<{ Body: { workspaceName: string } }>('/api/v1/workspace/:workspaceId', async (request) => {
  const { user, workspaceAccess } = caller(request);
  return updateWorkspace(db, {
    access: workspaceAccess,
    userId: user.userId,
    patch: { workspaceName: request.body.workspaceName },
  });
});

const stop = async () => {
  await app.close();
  await database.close();
  process.exit(0);
};
process.once('SIGTERM', () => void stop());
process.once('SIGINT', () => void stop());
await app.listen({ port: Number(env.PORT), host: env.HOST ?? '127.0.0.1' });
