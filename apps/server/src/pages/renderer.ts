import { join } from 'node:path';
import type { Writable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import type { Language } from '@quanta/validators';

/**
 * What the web app's server bundle (`apps/web/src/app/render-page.tsx`, built into `apps/web/dist-server/`)
 * exports, as the server uses it.
 */
export interface PageRenderer {
  renderPage(input: {
    url: string;
    lang: Language;
    answer: (path: string, input: unknown) => Promise<unknown>;
  }): Promise<RenderedPage | undefined>;
  signedInAreas(): string[];
}

export interface RenderedPage {
  status: 200 | 404;
  /** The screen's route (`/class/$id`), `''` for the not-found screen. */
  route: string;
  /** The screen's name in the page's language; none on the home page and the not-found screen. */
  title?: string;
  answers: Record<string, unknown>;
  stateScript: string;
  pipe(into: Writable): void;
}

/** The renderer built beside the web app's `dist` folder; loaded once per process. */
export function loadRenderer(webDist: string): Promise<PageRenderer> {
  return import(pathToFileURL(join(webDist, '..', 'dist-server', 'render-page.js')).href) as Promise<PageRenderer>;
}
