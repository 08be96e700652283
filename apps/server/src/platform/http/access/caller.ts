/**
 * Who is calling a route. A member signed in with an access token, or a share-link viewer holding the token
 * that `POST public/share/{id}/access` hands out. Anonymous public routes have no caller.
 */
export type Caller = MemberCaller | ShareViewer;

export interface MemberCaller {
  kind: 'member';
  userId: string;
  /** The sign-in session (refresh-token family) the access token belongs to. */
  sessionId: string;
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
