export interface SessionTokens {
  token: string;
  refreshToken: string;
}

const TOKEN_KEY = 'hookline.token';
const REFRESH_TOKEN_KEY = 'hookline.refreshToken';

type Listener = () => void;
const listeners = new Set<Listener>();
let cached: SessionTokens | null | undefined;

function read(): SessionTokens | null {
  const token = localStorage.getItem(TOKEN_KEY);
  const refreshToken = localStorage.getItem(REFRESH_TOKEN_KEY);
  return token && refreshToken ? { token, refreshToken } : null;
}

function emit(): void {
  cached = read();
  for (const listener of listeners) listener();
}

/** The signed-in session's tokens, kept in localStorage so that a reload keeps the user signed in. */
export const tokenStore = {
  get: (): SessionTokens | null => {
    if (cached === undefined) cached = read();
    return cached;
  },
  /** Re-reads storage: another tab may have stored a newer pair before its `storage` event reached this one. */
  latest: (): SessionTokens | null => {
    const stored = read();
    const known = cached ?? null;
    if (stored?.token !== known?.token || stored?.refreshToken !== known?.refreshToken) emit();
    return cached ?? null;
  },
  set: (tokens: SessionTokens): void => {
    localStorage.setItem(TOKEN_KEY, tokens.token);
    localStorage.setItem(REFRESH_TOKEN_KEY, tokens.refreshToken);
    emit();
  },
  clear: (): void => {
    localStorage.removeItem(TOKEN_KEY);
    localStorage.removeItem(REFRESH_TOKEN_KEY);
    emit();
  },
  subscribe: (listener: Listener): (() => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export type TokenStore = typeof tokenStore;

if (typeof window !== 'undefined') {
  // Another tab signing in or out changes the session here too.
  window.addEventListener('storage', (event) => {
    if (event.key === TOKEN_KEY || event.key === REFRESH_TOKEN_KEY || event.key === null) emit();
  });
}
