import { PassThrough, Writable } from 'node:stream';
import type { Language } from '@quanta/validators';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type ClassHeadData, type PageHeadInput, pageHead } from './head';
import { pageLanguage } from './language';
import type { PageRenderer, RenderedPage } from './renderer';
import { pageTemplates } from './template';

/** Answers a public query procedure as a signed-out visitor would get it, in the page's language. */
export type PublicAnswer = (req: FastifyRequest, lang: Language, path: string, input: unknown) => Promise<unknown>;

interface PageServerOptions {
  webDist: string;
  renderer: PageRenderer;
  publicUrl: string;
  schoolName: string;
  answer: PublicAnswer;
}

/** What the head describes, from the rendered screen and its answers. */
function headPage(page: RenderedPage): PageHeadInput['page'] {
  if (page.status === 404) return { kind: 'notFound' };
  switch (page.route) {
    case '/':
      return {
        kind: 'home',
        introduction:
          (page.answers['public.getHomeDetail'] as { introduction?: string } | undefined)?.introduction ?? '',
      };
    case '/class/$id': {
      const klass = page.answers['public.getClassById'] as ClassHeadData | undefined;
      return klass ? { kind: 'class', klass } : { kind: 'notFound' };
    }
    default:
      // Any other public screen (the accessibility statement) is named by its route.
      return page.title ? { kind: 'screen', title: page.title } : { kind: 'notFound' };
  }
}

/**
 * Serves the web app's screens: a public screen (and the not-found page) rendered on the server in the
 * language asked for, streamed as React renders it into the built page, with the head search engines
 * read; any other screen as the built page, which the browser renders (marked as the app's shell, which the
 * service worker keeps for working offline).
 */
export function pageServer({ webDist, renderer, publicUrl, schoolName, answer }: PageServerOptions) {
  const templates = pageTemplates(webDist, schoolName);
  const shell = async (reply: FastifyReply) =>
    reply
      .header('cache-control', 'no-cache')
      .header('x-app-shell', '1')
      // Compressed or not by its size: a cache keeps the two apart either way.
      .header('vary', 'Accept-Encoding')
      .type('text/html; charset=utf-8')
      .send((await templates()).shell);
  const serve = async (req: FastifyRequest, reply: FastifyReply) => {
    const template = await templates();
    const lang = pageLanguage(req);
    const page = await renderer.renderPage({
      url: req.url,
      lang,
      answer: (path, input) => answer(req, lang, path, input),
    });
    if (!page) return shell(reply);
    reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8');
    const path = req.url.split(/[?#]/)[0] ?? '/';
    const head = pageHead({ lang, path, publicUrl, schoolName, page: headPage(page) });
    const body = new PassThrough();
    body.write(
      `${template.start.replace(/<html lang="en"/, `<html lang="${lang}" data-server-rendered`)}${head}\n    ${template.head}`,
    );
    // React ends the stream it writes into; the page's end follows its markup.
    page.pipe(
      new Writable({
        write(chunk, _encoding, done) {
          if (body.write(chunk)) done();
          else body.once('drain', done);
        },
        final(done) {
          body.end(`${template.end.replace('</body>', `  ${page.stateScript}\n  </body>`)}`);
          done();
        },
      }),
    );
    return reply
      .code(page.status)
      .header('content-language', lang)
      .header('vary', 'Accept-Language, Cookie')
      .send(body);
  };
  /** `serve` answers a screen's path; `shell` answers `/index.html`, the page the browser renders itself. */
  return { serve, shell: (_req: FastifyRequest, reply: FastifyReply) => shell(reply) };
}
