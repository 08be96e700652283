/**
 * Who is calling a route. A member signed in with an access token, or a share-link viewer holding the token
 * that `POST public/share/{id}/access` hands out. Anonymous public routes have no caller.
 */
export type Caller = MemberCaller | ShareViewer;

export interface MemberCaller {
  kind: 'member';
  userId: string;
  /** The sign-in session (refresh-token family) the access token belongs to; `api-key:<id>` for a key. */
  sessionId: string;
  /** Set when the call came with an API key: it acts as the member who made it, narrowed to the key. */
  apiKey?: ApiKeyGrant;
}

/** What an API key lets a call do: its maker's access, within one organisation, its workspaces and scope. */
export interface ApiKeyGrant {
  id: string;
  orgId: string;
  scope: 'read' | 'write';
  /** null: every workspace of the organisation. */
  workspaceIds: readonly string[] | null;
}

/**
 * The live API key `token` is, with the member who made it and, when this call goes over the key's rate
 * limit, the seconds until it may call again; undefined for a key unknown or revoked.
 */
export type ApiKeyVerifier = (
  token: string,
) => Promise<(ApiKeyGrant & { userId: string; retryAfterSeconds: number | null }) | undefined>;

declare module 'fastify' {
  interface FastifyRequest {
    /** The API key a call came with, once known to be live (even when the call is then refused). */
    apiKeyId: string | null;
  }
}

/** What a share link lets its viewers reach: one folder (and what is inside it) or one file. */
export interface ShareScope {
  /** The resource kind the link points at, as an area names it (`folder`, `file`, `board`…). */
  kind: string;
  id: string;
}

export interface ShareViewer {
  kind: 'share';
  linkId: string;
  scope: ShareScope;
  /** The link's options (downloadable, canComment, accessFileVersions…), as the link's area stores them. */
  options: Readonly<Record<string, boolean>>;
}

export type CallerKind = Caller['kind'];
