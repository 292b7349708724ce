/**
 * Session data of the signed-in user: the ordinary token (acting within the current company),
 * the main token (the person's own account) and the refresh token. The API sends new values in
 * the `authorization` and `x-refresh-token` response headers; the Apollo links read and write
 * them here.
 */
export interface SessionTokens {
  token?: string;
  mainToken?: string;
  refreshToken?: string;
}

export interface SessionStore {
  get(): SessionTokens;
  /** Merges the given values into the stored session. */
  update(tokens: SessionTokens): void;
  clear(): void;
}

/**
 * The tokens an API response carries in its headers (it rotates them): the ordinary token in
 * `authorization`, the refresh token in `x-refresh-token`; empty when it carries none.
 */
export function tokensOfResponse(headers: Headers): SessionTokens {
  const token = headers.get('authorization')?.replace(/^Bearer\s+/i, '');
  const refreshToken = headers.get('x-refresh-token');
  return { ...(token ? { token } : {}), ...(refreshToken ? { refreshToken } : {}) };
}

export function createMemorySessionStore(initial: SessionTokens = {}): SessionStore {
  let tokens = { ...initial };
  return {
    get: () => tokens,
    update: (next) => {
      tokens = { ...tokens, ...next };
    },
    clear: () => {
      tokens = {};
    },
  };
}

export const SESSION_STORAGE_KEY = 'buildmarket.session';

/**
 * Who an ordinary token speaks for (user and company), read from its claims without checking
 * them (the API does): '' without a token. Tells apart what belongs to one person in one company.
 */
export function tokenIdentity(token: string | undefined): string {
  const payload = token?.split('.')[1];
  if (!payload) return '';
  try {
    const claims = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { sub?: unknown; cid?: unknown };
    return `${String(claims.sub)}|${String(claims.cid)}`;
  } catch {
    return token ?? '';
  }
}

/**
 * Fired on `window` when this tab changes the stored session (a refresh that rotates the tokens,
 * a refused refresh that clears them), so screens showing the account update; other tabs hear of
 * it through the `storage` event.
 */
export const SESSION_CHANGE_EVENT = 'buildmarket:session-change';

const announceSessionChange = () => {
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(SESSION_CHANGE_EVENT));
};

/** Calls `onChange` whenever the stored session changes, in this tab or another; returns the unsubscribe. */
export function subscribeToSession(onChange: () => void, key = SESSION_STORAGE_KEY): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === key || event.key === null) onChange();
  };
  window.addEventListener(SESSION_CHANGE_EVENT, onChange);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(SESSION_CHANGE_EVENT, onChange);
    window.removeEventListener('storage', onStorage);
  };
}

/** Keeps the session in Web Storage so that a reload (and other tabs) stay signed in. */
export function createStorageSessionStore(storage: Storage, key = SESSION_STORAGE_KEY): SessionStore {
  const read = (): SessionTokens => {
    try {
      const parsed: unknown = JSON.parse(storage.getItem(key) ?? '{}');
      return parsed && typeof parsed === 'object' ? parsed : {};
    } catch {
      return {};
    }
  };
  return {
    get: read,
    update: (next) => {
      storage.setItem(key, JSON.stringify({ ...read(), ...next }));
      announceSessionChange();
    },
    clear: () => {
      storage.removeItem(key);
      announceSessionChange();
    },
  };
}
