import type { Language } from '@quanta/validators';
import { setLang, storedLang } from '../session/storage';
import type { ServerState } from './server-state';

/**
 * The language the app starts in. A page the server rendered hydrates in the language it was rendered in,
 * which becomes the stored choice when the address asked for it (`?lang=`) or none was stored; otherwise
 * `switchTo` names the stored choice, applied once the page has hydrated. Other pages start in the stored
 * choice (English by default), and the cookie the server reads is brought in line with it.
 */
export function startLanguage(server: ServerState | undefined): { lang: Language; switchTo?: Language } {
  const stored = storedLang();
  if (!server) {
    if (stored) setLang(stored);
    return { lang: stored ?? 'en' };
  }
  const asked = new URLSearchParams(window.location.search).has('lang');
  if (asked || !stored || stored === server.lang) {
    setLang(server.lang);
    return { lang: server.lang };
  }
  return { lang: server.lang, switchTo: stored };
}
