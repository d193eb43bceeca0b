import i18n, { type TFunction } from 'i18next';
import { useSyncExternalStore } from 'react';

/*
 * The components' translation hook. react-i18next's gave every component its own state, its own listeners on
 * i18next and a check of the loaded tables at each render, and each `t` call copied i18next's whole options
 * object; on a phone that was a tenth of a screen's first render. Here every component reads one version
 * number that changes with the language, and `t` answers from the shown table itself.
 */

const listeners = new Set<() => void>();
let version = 0;

i18n.on('languageChanged', () => {
  version += 1;
  for (const listener of listeners) listener();
});

/** Calls `listener` after each language change; returns the unsubscribe. */
export const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const currentVersion = () => version;

/** The text stored under a dotted key of a table, if it is a string. */
function lookup(table: object | undefined, key: string): string | undefined {
  let node: unknown = table;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** Options that change what i18next looks up or returns, rather than only filling `{slot}`s. */
const lookupOptions = new Set([
  'context',
  'defaultValue',
  'fallbackLng',
  'interpolation',
  'joinArrays',
  'keyPrefix',
  'lng',
  'lngs',
  'ns',
  'ordinal',
  'postProcess',
  'replace',
  'returnDetails',
  'returnObjects',
]);

/**
 * A text's `{slot}`s filled from `values` as i18next fills them (its escaping is off): a missing value
 * leaves the slot, `null` or a value passed as undefined empties it. Undefined for what i18next alone
 * does: a formatted slot (`{value, format}`), a path (`{a.b}`) or an unescaped one (`{-name}`).
 */
function fill(text: string, values: Record<string, unknown>): string | undefined {
  let plain = true;
  const filled = text.replace(/\{(.+?)\}/g, (slot, inner: string) => {
    const name = inner.trim();
    if (/[,.]/.test(name) || name.startsWith('-')) plain = false;
    const value = values[name];
    if (value === undefined) return Object.hasOwn(values, name) ? '' : slot;
    return value === null ? '' : String(value);
  });
  return plain ? filled : undefined;
}

/**
 * A language's `t`. A key found as text in the table is answered here, its `{slot}`s filled from plain
 * options; anything else (a missing key, nesting, a plural form, options that change the lookup) goes
 * through i18next, which falls back to English.
 */
function makeT(language: string): TFunction {
  const table = i18n.getResourceBundle(language, 'translation') as object | undefined;
  // Untyped inside: the keys and options were checked where `t` was called.
  const fixed = i18n.getFixedT(language) as unknown as (...args: unknown[]) => string;
  const texts = new Map<string, string | null>();
  /** The key's text if this function may answer it, else null (remembered either way). */
  const textOf = (key: string) => {
    let text = texts.get(key);
    if (text === undefined) {
      const found = lookup(table, key);
      const plural = ['_zero', '_one', '_two', '_few', '_many', '_other'].some(
        (s) => lookup(table, key + s) !== undefined,
      );
      text = found === undefined || plural || found.includes('$t(') ? null : found;
      texts.set(key, text);
    }
    return text;
  };
  const t = (key: unknown, options?: unknown, ...rest: unknown[]) => {
    const text = typeof key === 'string' && rest.length === 0 ? textOf(key) : null;
    if (text !== null) {
      if (options === undefined) {
        if (!text.includes('{')) return text;
      } else if (
        typeof options === 'object' &&
        options !== null &&
        !Object.keys(options).some((k) => lookupOptions.has(k))
      ) {
        const filled = fill(text, options as Record<string, unknown>);
        if (filled !== undefined) return filled;
      }
    }
    return fixed(key, options, ...rest);
  };
  return t as unknown as TFunction;
}

const byLanguage = new Map<string, TFunction>();

/** A language's `t`, made once (a new function when the language changes, as react-i18next's was). */
export function translatorFor(language: string): TFunction {
  let t = byLanguage.get(language);
  if (!t) {
    t = makeT(language);
    byLanguage.set(language, t);
  }
  return t;
}

/** `t` in the shown language and i18next itself; the component renders again when the language changes. */
export function useTranslation(): { t: TFunction; i18n: typeof i18n } {
  useSyncExternalStore(subscribe, currentVersion);
  return { t: translatorFor(i18n.language), i18n };
}
