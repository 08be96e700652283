import {
  deleteWorkspaceResponse,
  workspaceListResponse,
  workspaceSchema,
  type Product,
  type Workspace,
  type WorkspaceRole,
} from '@hookline/domain';
import { http } from './client.ts';

export interface WorkspaceUpdate {
  workspaceName?: string;
  enableEmailNotification?: boolean;
}

const workspacePath = (workspaceId: string) => `workspace/${encodeURIComponent(workspaceId)}`;

/** The main service's workspace calls (API.md, "Workspaces"). */
export const workspacesApi = {
  list: async (orgId: string, signal?: AbortSignal): Promise<Workspace[]> =>
    (await http.main.get('workspace', { query: { orgId }, schema: workspaceListResponse, signal })).data,

  details: (workspaceId: string, signal?: AbortSignal): Promise<Workspace> =>
    http.main.get(workspacePath(workspaceId), { schema: workspaceSchema, signal }),

  create: (body: { orgId: string; name: string }): Promise<Workspace> =>
    http.main.post('workspace', body, { schema: workspaceSchema, silent: true }),

  update: (workspaceId: string, body: WorkspaceUpdate): Promise<Workspace> =>
    http.main.put(workspacePath(workspaceId), body, { schema: workspaceSchema }),

  uploadThumbnail: (workspaceId: string, file: File): Promise<Workspace> => {
    const form = new FormData();
    form.append('file', file);
    return http.main.post(`${workspacePath(workspaceId)}/thumbnail`, form, { schema: workspaceSchema });
  },

  removeThumbnail: (workspaceId: string) => http.main.delete(`${workspacePath(workspaceId)}/thumbnail`),

  remove: (workspaceId: string) =>
    http.main.delete(workspacePath(workspaceId), { schema: deleteWorkspaceResponse }),

  pin: (workspaceId: string, pinned: boolean): Promise<Workspace> =>
    http.main.put(`${workspacePath(workspaceId)}/pin`, { pinned }, { schema: workspaceSchema }),

  addUsers: (
    workspaceId: string,
    users: { userId: string; roleName: WorkspaceRole; products: Product[] }[],
  ): Promise<Workspace> =>
    http.main.post(`${workspacePath(workspaceId)}/users`, { users }, { schema: workspaceSchema }),
};

export const WORKSPACE_KEYS = {
  list: (orgId: string) => ['workspaces', 'list', orgId] as const,
  details: (workspaceId: string) => ['workspaces', 'details', workspaceId] as const,
};
