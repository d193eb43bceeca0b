import { plainToHtml } from './xml-text';

/**
 * Moodle's four text formats as HTML: `html` as it is, `moodle` (auto-format: HTML allowed, a line break
 * is a break), `plain` escaped, `markdown` converted. The import sanitises whatever comes out.
 */
export type TextFormat = 'html' | 'moodle' | 'plain' | 'markdown';

/** A format's name as Moodle XML (`moodle_auto_format`, `plain_text`) or GIFT (`[moodle]`, `[plain]`) writes it. */
export function formatNamed(name: string | undefined, fallback: TextFormat): TextFormat {
  switch ((name ?? '').trim().toLowerCase()) {
    case 'html':
      return 'html';
    case 'moodle':
    case 'moodle_auto_format':
      return 'moodle';
    case 'plain':
    case 'plain_text':
      return 'plain';
    case 'markdown':
      return 'markdown';
    default:
      return fallback;
  }
}

export function htmlOfFormat(text: string, format: TextFormat): string {
  if (format === 'html') return text.trim();
  if (format === 'plain') return plainToHtml(text);
  if (format === 'markdown') return markdownToHtml(text);
  return text.trim().replace(/\r?\n/g, '<br>');
}

const escapeHtml = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/** Inline Markdown: code, links, strong and emphasis, on escaped text. */
function inline(text: string): string {
  return escapeHtml(text)
    .replace(/`([^`]+)`/g, '<code>$1</code>')
    .replace(/\[([^\]]+)\]\((https?:\/\/[^\s)]+)\)/g, '<a href="$2">$1</a>')
    .replace(/(\*\*|__)(?=\S)(.+?)(?<=\S)\1/g, '<strong>$2</strong>')
    .replace(/(\*|_)(?=\S)(.+?)(?<=\S)\1/g, '<em>$2</em>')
    .replace(/ {2,}$/gm, '<br>');
}

/**
 * The Markdown question files use (paragraphs, headings, bulleted and numbered lists nested by indent,
 * code, links, strong and emphasis) as HTML.
 */
export function markdownToHtml(text: string): string {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  const out: string[] = [];
  const open: { tag: 'ul' | 'ol'; indent: number }[] = [];
  let paragraph: string[] = [];
  const flush = () => {
    if (paragraph.length > 0)
      out.push(
        `<p>${paragraph
          .map(inline)
          .join('\n')
          .replace(/<br>\n/g, '<br>')}</p>`,
      );
    paragraph = [];
  };
  const closeTo = (indent: number) => {
    while (open.length > 0 && open.at(-1)!.indent > indent) out.push(`</li></${open.pop()!.tag}>`);
  };
  for (const line of lines) {
    const item = /^(\s*)([-*+]|\d+[.)])\s+(.*)$/.exec(line);
    const heading = /^(#{1,6})\s+(.*)$/.exec(line.trim());
    if (item) {
      flush();
      const indent = item[1]!.length;
      const tag = /\d/.test(item[2]!) ? 'ol' : 'ul';
      closeTo(indent);
      const top = open.at(-1);
      if (!top || top.indent < indent) {
        open.push({ tag, indent });
        out.push(`<${tag}><li>`);
      } else out.push('</li><li>');
      out.push(inline(item[3]!));
    } else if (heading) {
      flush();
      closeTo(-1);
      out.push(`<h${heading[1]!.length}>${inline(heading[2]!)}</h${heading[1]!.length}>`);
    } else if (line.trim() === '') {
      flush();
      closeTo(-1);
    } else {
      closeTo(-1);
      paragraph.push(line);
    }
  }
  flush();
  closeTo(-1);
  return out.join('');
}
