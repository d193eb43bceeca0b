// A pragmatic e-mail shape check (the WHATWG form rule), shared by server and web.
const emailPattern =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;

export function isEmail(value: string): boolean {
  return value.length <= 254 && emailPattern.test(value);
}

export function normaliseEmail(value: string): string {
  return value.trim().toLowerCase();
}

/** Splits a `dependent` field (`a@x;b@y`, commas and spaces tolerated) into normalised e-mails. */
export function splitDependents(value: string | undefined | null): string[] {
  if (!value) return [];
  return [
    ...new Set(
      value
        .split(/[;,\s]+/)
        .map(normaliseEmail)
        .filter(Boolean),
    ),
  ];
}

/** Formats digits as 3-3-4 with dashes (`4155550123` → `415-555-0123`), at most 12 characters. */
export function formatPhone(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 10);
  const parts = [digits.slice(0, 3), digits.slice(3, 6), digits.slice(6)].filter(Boolean);
  return parts.join('-');
}

// A high surrogate not followed by a low one, or a low surrogate not preceded by a high one.
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Whether a string can be stored and sent as UTF-8 text: no NUL, no unpaired surrogate. */
export function isWellFormedText(value: string): boolean {
  return !value.includes('\u0000') && !loneSurrogate.test(value);
}

/** The editor's empty document: an update of the answer content with only this is ignored (§5). */
export const isEmptyContent = (html: string) => /^\s*(?:<p>\s*(?:<br\s*\/?>)?\s*<\/p>)?\s*$/i.test(html);
