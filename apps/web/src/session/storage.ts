import type { AppRouter } from '@quanta/api';
import type { Language } from '@quanta/validators';
import type { inferRouterInputs, inferRouterOutputs } from '@trpc/server';

export type RouterInputs = inferRouterInputs<AppRouter>;
export type RouterOutputs = inferRouterOutputs<AppRouter>;
/** The signed-in user as the server presents it, plus the session token once one is issued. */
export type UserInfo = RouterOutputs['user']['getUserInfo'] & { token?: string };

const keys = { user: 'userInfo', lang: 'lang', verify: 'isVerify' } as const;
const listeners = new Set<() => void>();

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null) {
  // The same value again (the server's user info as stored) changes nothing, so nothing re-renders.
  if (read(key) === value) return;
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Storage can be unavailable (private mode, quota); the session then lasts for this page only.
  }
  for (const listener of listeners) listener();
}

/** Lets React re-render when the session changes here or in another tab. */
export function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

let cachedRaw: string | null = null;
let cached: UserInfo | null = null;

export function getUserInfo(): UserInfo | null {
  const raw = read(keys.user);
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    try {
      cached = raw ? (JSON.parse(raw) as UserInfo) : null;
    } catch {
      cached = null;
    }
  }
  return cached;
}

export function setUserInfo(info: UserInfo) {
  write(keys.user, JSON.stringify(info));
}

/** Replaces the stored info, keeping the current token when the new info carries none. */
export function refreshUserInfo(info: UserInfo) {
  const token = info.token ?? getUserInfo()?.token;
  setUserInfo(token ? { ...info, token } : info);
}

export function clearSession() {
  write(keys.verify, null);
  write(keys.user, null);
}

export function getToken(): string | undefined {
  return getUserInfo()?.token;
}

export function getLang(): Language {
  return read(keys.lang) === 'zh' ? 'zh' : 'en';
}

/** The language chosen on this device, if one was. */
export function storedLang(): Language | undefined {
  const lang = read(keys.lang);
  return lang === 'zh' || lang === 'en' ? lang : undefined;
}

/**
 * Remembers the interface language here and in the `lang` cookie, which the server reads to render a public
 * page in it (a year; the whole site; sent on top-level navigations only).
 */
export function setLang(lang: Language) {
  write(keys.lang, lang);
  try {
    // biome-ignore lint/suspicious/noDocumentCookie: one fixed ASCII value; older Safari and Firefox lack the Cookie Store API
    document.cookie = `${keys.lang}=${lang}; path=/; max-age=31536000; samesite=lax`;
  } catch {
    // No document (a worker): the stored choice still holds here.
  }
}

export function isVerifyPending(): boolean {
  return read(keys.verify) !== null;
}

export function setVerifyPending(pending: boolean) {
  write(keys.verify, pending ? 'true' : null);
}
