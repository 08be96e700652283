import { DEFAULT_APP_URL } from '../shared/app-url.ts';
import type { TokenPair } from '../shared/hookline-api.ts';
import type { BoardChoice } from '../shared/runtime-messages.ts';

/** The part of `chrome.storage.local` the store uses, so tests can hand it a map. */
export interface KeyValueArea {
  get(keys: string[]): Promise<Record<string, unknown>>;
  set(items: Record<string, unknown>): Promise<void>;
  remove(keys: string[]): Promise<void>;
}

export interface StoredSession {
  /** The Hookline origin the extension talks to. */
  appUrl: string;
  token: string | null;
  refreshToken: string | null;
  /** The board of the last save, offered first next time. */
  lastBoard: BoardChoice | null;
}

const KEYS = {
  appUrl: 'appUrl',
  token: 'token',
  refreshToken: 'refreshToken',
  lastBoard: 'lastBoard',
} as const;

const asString = (value: unknown): string | null => (typeof value === 'string' && value ? value : null);

function asBoardChoice(value: unknown): BoardChoice | null {
  if (typeof value !== 'object' || value === null) return null;
  const { workspaceId, folderId } = value as Record<string, unknown>;
  return typeof workspaceId === 'string' && typeof folderId === 'string' ? { workspaceId, folderId } : null;
}

/** The extension's session, kept in `chrome.storage.local` (readable by the extension's own pages only). */
export function createSessionStore(area: KeyValueArea) {
  return {
    async read(): Promise<StoredSession> {
      const stored = await area.get(Object.values(KEYS));
      return {
        appUrl: asString(stored[KEYS.appUrl]) ?? DEFAULT_APP_URL,
        token: asString(stored[KEYS.token]),
        refreshToken: asString(stored[KEYS.refreshToken]),
        lastBoard: asBoardChoice(stored[KEYS.lastBoard]),
      };
    },

    /** A new session; `appUrl` is the Hookline it came from, when known. */
    async saveTokens(tokens: TokenPair & { appUrl?: string }): Promise<void> {
      await area.set({
        [KEYS.token]: tokens.token,
        [KEYS.refreshToken]: tokens.refreshToken,
        ...(tokens.appUrl ? { [KEYS.appUrl]: tokens.appUrl } : {}),
      });
    },

    async clearTokens(): Promise<void> {
      await area.remove([KEYS.token, KEYS.refreshToken]);
    },

    /** Another Hookline's session means nothing here: changing the address signs out. */
    async setAppUrl(appUrl: string): Promise<void> {
      const current = await this.read();
      if (current.appUrl === appUrl) return;
      await area.remove([KEYS.token, KEYS.refreshToken, KEYS.lastBoard]);
      await area.set({ [KEYS.appUrl]: appUrl });
    },

    async rememberBoard(board: BoardChoice): Promise<void> {
      await area.set({ [KEYS.lastBoard]: board });
    },
  };
}

export type SessionStore = ReturnType<typeof createSessionStore>;

/** Whether a storage change signed someone in or out, as seen by `chrome.storage.onChanged`. */
export function signedInChange(
  changes: Record<string, { oldValue?: unknown; newValue?: unknown }>,
): boolean | undefined {
  const change = changes[KEYS.token];
  if (!change) return undefined;
  const before = asString(change.oldValue) !== null;
  const after = asString(change.newValue) !== null;
  return before === after ? undefined : after;
}
