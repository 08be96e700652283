import { z } from 'zod';
import { requiredString } from '../validation/required-string.ts';
import { singleLineText } from '../validation/text-schemas.ts';

/*
 * API keys: an organisation's admins make them for scripts and AI assistants (the public API and the MCP
 * server). A key acts as the admin who made it, narrowed to its scope and workspaces, and reaches only the
 * routes the OpenAPI document tags `public`.
 */

export const API_KEY_SCOPES = ['read', 'write'] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];

/** What every key starts with: a reader of logs or a secret scanner tells it from other tokens. */
export const API_KEY_PREFIX = 'hkl_';
export const API_KEY_NAME_MAX = 80;
/** The most workspaces one key may be limited to (more: give it every workspace). */
export const API_KEY_WORKSPACES_MAX = 100;
/** How long the calls made with a key are kept and readable. */
export const API_KEY_CALLS_DAYS = 90;

export const API_KEY_MESSAGES = {
  nameRequired: 'Give the key a name',
  nameTooLong: `A key's name is at most ${API_KEY_NAME_MAX} characters`,
  scopeInvalid: 'A key reads, or reads and writes: scope is read or write',
  workspacesEmpty: 'Choose at least one workspace, or give the key every workspace',
  workspacesTooMany: `A key may be limited to at most ${API_KEY_WORKSPACES_MAX} workspaces; give it every workspace instead`,
  workspaceUnknown: 'One of the chosen workspaces is not part of this organisation',
  keyInvalid: 'This API key is not valid, or has been revoked',
  notPublic: 'API keys reach only the public API; this route is not part of it',
  readOnly: 'This API key can only read; make a key with the write scope to change things',
  rateLimited: 'Too many calls with this API key; wait and try again',
  idempotencyConflict: 'This Idempotency-Key was already used with another request',
  idempotencyInFlight: 'A request with this Idempotency-Key is still being answered; try again shortly',
  idempotencyKeyInvalid: 'Idempotency-Key is 1 to 255 visible characters',
} as const;

export const apiKeyCreateBody = z.object({
  name: singleLineText(API_KEY_MESSAGES.nameRequired)
    .min(1, API_KEY_MESSAGES.nameRequired)
    .max(API_KEY_NAME_MAX, API_KEY_MESSAGES.nameTooLong),
  scope: z.enum(API_KEY_SCOPES, { error: API_KEY_MESSAGES.scopeInvalid }),
  /** The workspaces it may touch; absent or null: every workspace of the organisation, now and later. */
  workspaceIds: z
    .array(requiredString(API_KEY_MESSAGES.workspaceUnknown))
    .min(1, API_KEY_MESSAGES.workspacesEmpty)
    .max(API_KEY_WORKSPACES_MAX, API_KEY_MESSAGES.workspacesTooMany)
    .nullish(),
});
export type ApiKeyCreateBody = z.infer<typeof apiKeyCreateBody>;

export const apiKeySchema = z.object({
  _id: z.string(),
  name: z.string(),
  /** The key's first characters, as shown in lists: `hkl_3f9a2b7c…`. The secret is never shown again. */
  prefix: z.string(),
  scope: z.enum(API_KEY_SCOPES),
  /** null: every workspace. */
  workspaces: z.array(z.object({ _id: z.string(), name: z.string() })).nullable(),
  createdBy: z.object({ _id: z.string(), name: z.string() }).nullable(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
});
export type ApiKey = z.infer<typeof apiKeySchema>;

/** The answer to making a key: the key itself, shown this once. */
export const apiKeyCreatedResponse = apiKeySchema.extend({ key: z.string() });
export type ApiKeyCreated = z.infer<typeof apiKeyCreatedResponse>;

export const apiKeyListResponse = z.object({ data: z.array(apiKeySchema) });

export const apiKeyCallSchema = z.object({
  _id: z.string(),
  method: z.string(),
  /** The route as the OpenAPI document names it: `/api/v1/discover/search`. */
  route: z.string(),
  status: z.number().int(),
  durationMs: z.number().int(),
  at: z.string(),
});
export type ApiKeyCall = z.infer<typeof apiKeyCallSchema>;

export const apiKeyCallsQuery = z.object({
  cursor: singleLineText('This page cursor is not valid; start again from the first page')
    .max(200)
    .optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export const apiKeyCallsResponse = z.object({
  data: z.array(apiKeyCallSchema),
  /** Pass as `cursor` for the next, older page; null at the end. */
  nextCursor: z.string().nullable(),
});
export type ApiKeyCallsResponse = z.infer<typeof apiKeyCallsResponse>;
