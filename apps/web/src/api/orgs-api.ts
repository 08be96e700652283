import {
  homeChecklistResponse,
  joinableOrganisationsResponse,
  organisationListResponse,
  organisationSchema,
  usageMetricsResponse,
  workspaceCountResponse,
  type Organisation,
  type OrganisationSummary,
  type HomeChecklist,
  type ThemeSettings,
  type UsageMetricsResponse,
} from '@hookline/domain';
import { http } from './client.ts';

export interface OrganisationUpdate {
  name?: string;
  allowUsersToJoin?: boolean;
  theme_settings?: ThemeSettings;
}

const orgPath = (orgId: string) => `organisation/${encodeURIComponent(orgId)}`;

/** The main service's organisation calls (API.md, "Organisations"). */
export const orgsApi = {
  mine: async (signal?: AbortSignal): Promise<OrganisationSummary[]> =>
    (await http.main.get('organisation', { schema: organisationListResponse, signal })).data,

  details: (orgId: string, signal?: AbortSignal): Promise<Organisation> =>
    http.main.get(orgPath(orgId), { schema: organisationSchema, signal }),

  create: (name: string): Promise<Organisation> =>
    http.main.post('organisation', { name }, { schema: organisationSchema }),

  update: (orgId: string, body: OrganisationUpdate): Promise<Organisation> =>
    http.main.put(orgPath(orgId), body, { schema: organisationSchema }),

  uploadLogo: (orgId: string, file: File): Promise<Organisation> => {
    const form = new FormData();
    form.append('file', file);
    return http.main.post(`${orgPath(orgId)}/thumbnail`, form, { schema: organisationSchema });
  },

  removeLogo: (orgId: string) => http.main.delete(`${orgPath(orgId)}/thumbnail`),

  joinable: async (signal?: AbortSignal) =>
    (await http.main.get('organisation/by-domain', { schema: joinableOrganisationsResponse, signal })).data,

  join: (orgId: string): Promise<Organisation> =>
    http.main.post(`${orgPath(orgId)}/join`, {}, { schema: organisationSchema }),

  usage: (orgId: string, signal?: AbortSignal): Promise<UsageMetricsResponse> =>
    http.main.get(`${orgPath(orgId)}/usage-metrics`, { schema: usageMetricsResponse, signal }),

  /** Home's getting-started checklist, from what the organisation's people did. */
  checklist: (orgId: string, signal?: AbortSignal): Promise<HomeChecklist> =>
    http.main.get(`${orgPath(orgId)}/checklist`, { schema: homeChecklistResponse, signal }),

  workspaceCount: async (orgId: string, signal?: AbortSignal): Promise<number> =>
    (await http.main.get(`${orgPath(orgId)}/workspace-count`, { schema: workspaceCountResponse, signal }))
      .count,
};

export const ORG_KEYS = {
  mine: ['organisations', 'mine'] as const,
  details: (orgId: string) => ['organisations', orgId, 'details'] as const,
  usage: (orgId: string) => ['organisations', orgId, 'usage'] as const,
  joinable: ['organisations', 'joinable'] as const,
  checklist: (orgId: string) => ['organisations', orgId, 'checklist'] as const,
  workspaceCount: (orgId: string) => ['organisations', orgId, 'workspace-count'] as const,
};
