import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

/** The web app's page (`dist/index.html`) cut where a rendered page puts its own parts. */
export interface PageTemplate {
  /** The page as built, with the school's name as its title: what the browser renders itself. */
  shell: string;
  /** `<html …>` up to the title, which a rendered page writes. */
  start: string;
  /** From after the title to the root element's opening tag, inclusive. */
  head: string;
  /** From the root element's closing tag to the end. */
  end: string;
}

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * Reads the built page once per build (its modification is the cache key, so a rebuilt app is picked up
 * without a restart) and cuts it around the title and the root element, whose placeholder header goes.
 */
export function pageTemplates(webDist: string, schoolName: string) {
  let cached: { html: string; template: PageTemplate } | undefined;
  return async (): Promise<PageTemplate> => {
    const built = await readFile(join(webDist, 'index.html'), 'utf8');
    if (cached?.html === built) return cached.template;
    // The school's name, which the browser's screens use for the site's title (`use-document-title.ts`).
    const html = built.replace(
      '<title>',
      `<meta name="application-name" content="${escapeText(schoolName).replace(/"/g, '&quot;')}" />\n    <title>`,
    );
    const title = /<title>[^<]*<\/title>\s*/.exec(html);
    const root = /<div id="root">[\s\S]*?<\/div>\s*<\/div>/.exec(html);
    if (!title || !root) throw new Error('The built index.html lacks its title or root element');
    const template: PageTemplate = {
      shell: html.replace(title[0], `<title>${escapeText(schoolName)}</title>\n    `),
      start: html.slice(0, title.index),
      // The build's comments are about the page the browser renders; they go. So do the entry script and
      // its preloads: the page loader starts them once the page has loaded (apps/web/route-preload.ts), so
      // what the page shows comes first.
      head: `${html
        .slice(title.index + title[0].length, root.index)
        .replace(/<!--[\s\S]*?-->\s*/g, '')
        .replace(/\s*<script type="module"[^>]*><\/script>|\s*<link rel="modulepreload"[^>]*>/g, '')}<div id="root">`,
      end: `</div>${html.slice(root.index + root[0].length)}`,
    };
    cached = { html: built, template };
    return template;
  };
}
