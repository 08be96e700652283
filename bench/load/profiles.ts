import type { LoadUser } from './seed-load-data.ts';

/** One call of a profile: the route it exercises and how a given member makes it. */
export interface LoadCall {
  label: string;
  method: 'GET' | 'POST' | 'PUT';
  /** `sequence` counts the calls of the run, so that each write names something new. */
  path(user: LoadUser, sequence: number): string;
  body?(user: LoadUser, sequence: number): unknown;
}

/** A named list of calls each connection makes in turn, as one member, then again as the next member. */
export interface LoadProfile {
  name: string;
  calls: LoadCall[];
}

const pick = <T>(items: readonly T[], sequence: number): T => items[sequence % items.length]!;

/** What the app asks for when a member opens Analytics: who am I, my organisations, workspaces, team, reports. */
const READS: LoadCall[] = [
  { label: 'GET /auth/api/v1/userinfo', method: 'GET', path: () => '/auth/api/v1/userinfo' },
  { label: 'GET /api/v1/organisation', method: 'GET', path: () => '/api/v1/organisation' },
  {
    label: 'GET /api/v1/workspace?orgId',
    method: 'GET',
    path: (user) => `/api/v1/workspace?orgId=${user.orgId}`,
  },
  {
    label: 'GET /api/v1/organisation/:orgId/members',
    method: 'GET',
    path: (user) => `/api/v1/organisation/${user.orgId}/members`,
  },
  {
    label: 'GET /reports/api/v1/folders',
    method: 'GET',
    path: (user) => `/reports/api/v1/folders?workspaceId=${user.workspaceId}&adAccountId=${user.adAccountId}`,
  },
];

/** Renaming a folder of the read tree, adding a folder to the scratch account, renaming the workspace. */
const WRITES: LoadCall[] = [
  {
    label: 'PUT /reports/api/v1/folders/:folderId',
    method: 'PUT',
    path: (user, sequence) => `/reports/api/v1/folders/${pick(user.folderIds, sequence)}`,
    body: (_user, sequence) => ({ name: `Folder renamed ${sequence}` }),
  },
  {
    label: 'POST /reports/api/v1/folders',
    method: 'POST',
    path: () => '/reports/api/v1/folders',
    body: (user, sequence) => ({
      workspaceId: user.workspaceId,
      adAccountId: user.scratchAdAccountId,
      name: `Load folder ${sequence}`,
    }),
  },
  {
    label: 'PUT /api/v1/workspace/:workspaceId',
    method: 'PUT',
    path: (user) => `/api/v1/workspace/${user.workspaceId}`,
    body: (_user, sequence) => ({ workspaceName: `Workspace ${sequence % 1000}` }),
  },
];

export const READ_PROFILE: LoadProfile = { name: 'read', calls: READS };
export const MIXED_PROFILE: LoadProfile = { name: 'read + write', calls: [...READS, ...WRITES] };
