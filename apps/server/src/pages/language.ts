import type { Language } from '@quanta/validators';
import { parseCookie } from 'cookie';
import type { FastifyRequest } from 'fastify';
import Negotiator from 'negotiator';

const languages: Language[] = ['en', 'zh'];
const known = (value: unknown): Language | undefined =>
  typeof value === 'string' && (languages as string[]).includes(value) ? (value as Language) : undefined;

/**
 * The language a public page is rendered in: `?lang=` when the address asks for one, then the `lang` cookie
 * the language control sets, then the browser's `Accept-Language` (`zh-CN`, `zh-TW`… are Chinese), else English.
 */
export function pageLanguage(req: FastifyRequest): Language {
  const asked = known((req.query as Record<string, unknown> | undefined)?.lang);
  if (asked) return asked;
  const chosen = req.headers.cookie ? known(parseCookie(req.headers.cookie).lang) : undefined;
  if (chosen) return chosen;
  return known(new Negotiator(req).language(languages)) ?? 'en';
}
