import {
  apiKeyCallsResponse,
  apiKeyCreatedResponse,
  apiKeyListResponse,
  type ApiKey,
  type ApiKeyCallsResponse,
  type ApiKeyCreateBody,
  type ApiKeyCreated,
} from '@hookline/domain';
import { z } from 'zod';
import { http } from './client.ts';

const apiKeysPath = (orgId: string) => `organisation/${encodeURIComponent(orgId)}/api-keys`;
const apiKeyPath = (orgId: string, keyId: string) => `${apiKeysPath(orgId)}/${encodeURIComponent(keyId)}`;

const revokedResponse = z.object({ revoked: z.literal(true) });

/** How many calls one page of a key's calls holds. */
export const API_KEY_CALLS_PAGE_SIZE = 50;

/**
 * The main service's API key calls (Settings › Organisation › API keys). Create is silent: its refusals are
 * said inside the dialog, beside the form that caused them.
 */
export const apiKeysApi = {
  list: async (orgId: string, signal?: AbortSignal): Promise<ApiKey[]> =>
    (await http.main.get(apiKeysPath(orgId), { schema: apiKeyListResponse, signal })).data,

  create: (orgId: string, body: ApiKeyCreateBody): Promise<ApiKeyCreated> =>
    http.main.post(apiKeysPath(orgId), body, { schema: apiKeyCreatedResponse, silent: true }),

  revoke: (orgId: string, keyId: string): Promise<{ revoked: true }> =>
    http.main.delete(apiKeyPath(orgId, keyId), { schema: revokedResponse }),

  calls: (
    orgId: string,
    keyId: string,
    page: { cursor: string | undefined; limit?: number },
    signal?: AbortSignal,
  ): Promise<ApiKeyCallsResponse> =>
    http.main.get(`${apiKeyPath(orgId, keyId)}/calls`, {
      query: { cursor: page.cursor, limit: page.limit ?? API_KEY_CALLS_PAGE_SIZE },
      schema: apiKeyCallsResponse,
      signal,
    }),
};

/** Under the organisation's key, so that refreshing an organisation refreshes its keys too. */
export const API_KEY_KEYS = {
  list: (orgId: string) => ['organisations', orgId, 'api-keys'] as const,
  calls: (orgId: string, keyId: string) => ['organisations', orgId, 'api-keys', keyId, 'calls'] as const,
};
