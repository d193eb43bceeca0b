/** Text helpers for the XML of question files: CDATA, escaping, and the five XML entities. */

/** Text in a CDATA section (a `]]>` inside is split across two sections). */
export const cdata = (text: string) => `<![CDATA[${text.replaceAll(']]>', ']]]]><![CDATA[>')}]]>`;

export const escapeXml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

const named: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

/** A code point that can be stored as text: not NUL, not a surrogate, within Unicode. */
const storable = (cp: number) => cp > 0 && cp <= 0x10ffff && (cp < 0xd800 || cp > 0xdfff);

/**
 * Decodes the XML's own entities (the five named ones and character references) and nothing else: the
 * parser expands no entity, so no declared entity can grow the text.
 */
export function decodeXmlEntities(text: string): string {
  return text.replace(/&(#x[0-9a-fA-F]{1,6}|#\d{1,7}|lt|gt|amp|quot|apos);/g, (whole, ref: string) => {
    if (ref[0] !== '#') return named[ref] ?? whole;
    const cp = ref[1] === 'x' ? Number.parseInt(ref.slice(2), 16) : Number.parseInt(ref.slice(1), 10);
    return storable(cp) ? String.fromCodePoint(cp) : '';
  });
}

/** Plain text as HTML: escaped, line breaks kept. */
export const plainToHtml = (text: string) =>
  text.trim().replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replace(/\r?\n/g, '<br>');
