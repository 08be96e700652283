import type { BoardOrganisation, SaveAdBody } from './hookline-api.ts';

/*
 * What the content script, the popup and the options page ask the service worker, and what it answers. Only
 * the service worker holds the session and calls Hookline.
 */

export interface ExtensionState {
  signedIn: boolean;
  appUrl: string;
}

/** A call that could not be made: nobody is signed in, or Hookline said no (its message) or was unreachable. */
export type Failure = { status: 'signed-out' } | { status: 'error'; message: string };

export interface BoardChoice {
  workspaceId: string;
  folderId: string;
}

export type BoardsReply =
  { status: 'ok'; organisations: BoardOrganisation[]; lastBoard: BoardChoice | null } | Failure;

export type SaveReply = { status: 'ok'; fileId: string; boardUrl: string } | Failure;

export type AppUrlReply = { status: 'ok'; state: ExtensionState } | { status: 'error'; message: string };

export type BackgroundRequest =
  | { kind: 'get-state' }
  | { kind: 'list-boards' }
  | { kind: 'save-ad'; body: SaveAdBody }
  | { kind: 'sign-in' }
  | { kind: 'sign-out' }
  | { kind: 'open-app' }
  | { kind: 'set-app-url'; appUrl: string };

export interface BackgroundReplies {
  'get-state': ExtensionState;
  'list-boards': BoardsReply;
  'save-ad': SaveReply;
  'sign-in': { status: 'ok' };
  'sign-out': ExtensionState;
  'open-app': { status: 'ok' };
  'set-app-url': AppUrlReply;
}

export type BackgroundReply<K extends BackgroundRequest['kind']> = BackgroundReplies[K];

/** Sent by the service worker to every tab and extension page when someone signs in or out. */
export interface AuthChangedMessage {
  kind: 'auth-changed';
  signedIn: boolean;
}

export function isAuthChangedMessage(message: unknown): message is AuthChangedMessage {
  return (
    typeof message === 'object' &&
    message !== null &&
    (message as { kind?: unknown }).kind === 'auth-changed' &&
    typeof (message as { signedIn?: unknown }).signedIn === 'boolean'
  );
}

/** Asks the service worker; the answer's type follows the request's kind. */
export async function askBackground<K extends BackgroundRequest['kind']>(
  request: Extract<BackgroundRequest, { kind: K }>,
): Promise<BackgroundReply<K>> {
  return chrome.runtime.sendMessage<BackgroundRequest, BackgroundReply<K>>(request);
}
