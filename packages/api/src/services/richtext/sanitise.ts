import sanitizeHtml from 'sanitize-html';

/** Raster pictures only: an SVG data URI may carry script. */
const safeDataImage = /^data:image\/(?:png|jpeg|gif|webp);base64,[a-z0-9+/=\s]*$/i;

const options: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'hr',
    'div',
    'span',
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'blockquote',
    'pre',
    'code',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'strike',
    'sub',
    'sup',
    'mark',
    'small',
    'ul',
    'ol',
    'li',
    'a',
    'img',
    'video',
    'table',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
    'caption',
    'colgroup',
    'col',
  ],
  allowedAttributes: {
    '*': ['class', 'style', 'dir'],
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    video: ['src', 'controls', 'width', 'height', 'poster', 'preload'],
    ol: ['start'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan', 'scope'],
    col: ['span'],
  },
  // Lexical writes alignment, indentation and text colours inline; nothing else of CSS is kept.
  allowedStyles: {
    '*': {
      'text-align': [/^(?:left|right|center|justify|start|end)$/],
      'padding-inline-start': [/^\d+(?:\.\d+)?(?:px|em|rem)$/],
      'white-space': [/^pre-wrap$/],
      'font-weight': [/^(?:bold|normal|\d{3})$/],
      'font-style': [/^(?:italic|normal)$/],
      'text-decoration': [/^(?:underline|line-through|none)(?: (?:underline|line-through))?$/],
      color: [/^#[0-9a-f]{3,8}$/i, /^rgba?\(\s*\d+\s*,\s*\d+\s*,\s*\d+\s*(?:,\s*[\d.]+\s*)?\)$/],
      'background-color': [/^#[0-9a-f]{3,8}$/i, /^rgba?\(\s*\d+\s*,\s*\d+\s*,\s*\d+\s*(?:,\s*[\d.]+\s*)?\)$/],
      width: [/^\d+(?:\.\d+)?(?:px|%)$/],
      height: [/^\d+(?:\.\d+)?(?:px|%)$/],
    },
  },
  allowedClasses: { '*': [/^[A-Za-z][\w-]{0,63}$/] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https', 'data'] },
  allowedSchemesAppliedToAttributes: ['href', 'src', 'poster', 'cite'],
  allowProtocolRelative: false,
  // Script, style and the like go with their content; any other unknown tag is unwrapped.
  nonTextTags: [
    'script',
    'style',
    'textarea',
    'option',
    'noscript',
    'title',
    'iframe',
    'object',
    'embed',
    'svg',
    'math',
  ],
  disallowedTagsMode: 'discard',
  transformTags: {
    a: (tagName, attribs) => {
      const out = { ...attribs };
      if (out.target === '_blank') out.rel = 'noopener noreferrer';
      else delete out.target;
      return { tagName, attribs: out };
    },
    video: (tagName, attribs) => ({ tagName, attribs: { ...attribs, controls: '' } }),
  },
  exclusiveFilter: (frame) =>
    frame.tag === 'img' &&
    (!frame.attribs.src || (frame.attribs.src.startsWith('data:') && !safeDataImage.test(frame.attribs.src))),
};

/**
 * How deep the tags of rich text may nest. No editor writes anything near it (a table cell's list in a
 * quote is about ten deep); a deeper text is refused rather than stored.
 */
export const richTextMaxDepth = 100;

/**
 * Rich text made safe as `sanitiseRichText` makes it, or `null` when its tags nest deeper than
 * `richTextMaxDepth` (counted as the sanitiser reads them, allowed or not, in one pass).
 */
export function sanitiseRichTextWithin(html: string | null | undefined): string | null {
  if (!html) return '';
  let depth = 0;
  let deepest = 0;
  const clean = sanitizeHtml(html, {
    ...options,
    onOpenTag: () => {
      depth += 1;
      if (depth > deepest) deepest = depth;
    },
    onCloseTag: () => {
      depth -= 1;
    },
  });
  return deepest > richTextMaxDepth ? null : emptyAsEmpty(clean);
}

/** The editor's empty document is stored as empty. */
const emptyAsEmpty = (clean: string) => {
  const trimmed = clean.trim();
  return /^(?:<p>(?:<br\s*\/?>)?<\/p>)?$/.test(trimmed) ? '' : trimmed;
};

/**
 * Rich HTML made safe to store and show: an allow-list of formatting tags, no scripts, event handlers,
 * frames, SVG or `javascript:` URLs. Math stays as the `$…$` / `\(…\)` text KaTeX typesets in the browser.
 *
 * @example sanitiseRichText('<p onclick="x()">$F = ma$<script>alert(1)</script></p>') // '<p>$F = ma$</p>'
 */
export function sanitiseRichText(html: string | null | undefined): string {
  if (!html) return '';
  return emptyAsEmpty(sanitizeHtml(html, options));
}
