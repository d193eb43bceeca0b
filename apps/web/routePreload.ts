import { createHash } from 'node:crypto';
import { dirname, resolve } from 'node:path';
import type { Plugin, Rollup } from 'vite';

/** A route of an area's `routes.ts`: `createRoute({ ...childOf('/path'), … import('./Screen') … })`. */
const routePath = /childOf\(\s*['"]([^'"]+)['"]\s*\)/;
const screenImport = /import\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/;

/** `/class/$id` → `^/class/[^/]+$`. */
const pattern = (path: string) =>
  `^${path
    .split('/')
    .map((part) => (part.startsWith('$') ? '[^/]+' : part.replace(/[.*+?^{}()|[\]\\]/g, '\\$&')))
    .join('/')}$`;

/** Static paths before those with parameters, as the router ranks them. */
const params = (path: string) => (path.match(/\$/g) ?? []).length;

/**
 * Links the loader adds in one task. Each request a page starts costs the main thread a few milliseconds on a
 * phone; the 20-odd a screen needs, started from one task, made a long task that held up the first render.
 */
const linksPerTask = 4;

/**
 * The page's loader for the current path: it asks for the screen's chunks (and their stylesheets) while
 * the entry downloads, instead of once the entry has run and the router has matched the path.
 */
function loaderSource(routes: [string, number[]][], files: string[], languages: Record<string, number[]>) {
  const data = early
    .map((e) => `[${JSON.stringify(`^${e.path.replace('$id', '([^/]+)')}$`)},(m,n)=>${e.query},${e.signedIn}]`)
    .join(',');
  return `(()=>{const f=${JSON.stringify(files)},r=${JSON.stringify(routes)},g=${JSON.stringify(languages)},D=[${data}],p=location.pathname.replace(/\\/+$/,"")||"/",L=[],a=i=>L.push(i),put=()=>{for(const i of L.splice(0,${linksPerTask})){const l=document.createElement("link");l.rel=f[i].endsWith(".css")?"stylesheet":"modulepreload";l.href="/"+f[i];document.head.appendChild(l)}if(L.length)setTimeout(put)};let n="en";try{n=localStorage.getItem("lang")==="zh"?"zh":"en"}catch{};(g[n]||[]).forEach(a);for(const[x,d]of r){if(!new RegExp(x).test(p))continue;d.forEach(a);break}try{const u=JSON.parse(localStorage.getItem("userInfo")||"null"),t=u&&u.token;for(const[x,q,s]of D){const m=new RegExp(x).exec(p);if(!m)continue;if(s&&!t)break;const url="/trpc/"+q(m,n),auth=t?"Bearer "+t:undefined,response=fetch(url,{headers:auth?{"x-lang":n,authorization:auth}:{"x-lang":n}});response.catch(()=>{});window.__earlyQuery={url,auth,response};break}}catch{}put()})();\n`;
}

/**
 * Screens whose first paint waits for one request (the queries their first render asks for, batched as the
 * tRPC client batches them): the loader sends it, with the client's URL and headers, while the entry
 * downloads, and the client takes its response instead of asking again (`src/session/earlyQuery.ts`).
 * `query` is the request's path after `/trpc/`, an expression of the path's match `m` (`m[1]` is `$id`) and
 * the language `n`; `signedIn` screens send it only with a stored sign-in.
 */
const early = [
  {
    path: '/student/exerciseEdit/$id',
    signedIn: true,
    query:
      '"user.getExerciseById?batch=1&input="+encodeURIComponent(JSON.stringify({0:{id:decodeURIComponent(m[1])}}))',
  },
  {
    path: '/class/$id',
    signedIn: false,
    query: '"public.getClassById?batch=1&input="+encodeURIComponent(JSON.stringify({0:{id:decodeURIComponent(m[1])}}))',
  },
  // The screen's classes, batched with the signed-in user's info that the page asks for in the same render.
  { path: '/myclasses', signedIn: true, query: '"user.getMyClasses,user.getUserInfo?batch=1&input=%7B%7D"' },
  {
    path: '/',
    signedIn: false,
    query:
      '"public.getHomeDetail,public.getHomeClasses?batch=1&input="+encodeURIComponent(JSON.stringify({1:{language:n}}))',
  },
];

/**
 * Writes `assets/route-preload-<hash>.js`, a small script the page runs first (async, from index.html):
 * for the path being opened it preloads the lazy screen's chunk, the chunks it imports and its CSS, all
 * beyond what the entry loads anyway, and the chunk of the stored language's table (`src/i18n/en.ts` or `zh.ts`),
 * which the entry waits for before its first render. The route list comes from each area's `routes.ts`.
 */
export function routePreload(): Plugin {
  return {
    name: 'quanta-route-preload',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((c): c is Rollup.OutputChunk => c.type === 'chunk');
      const byFile = new Map(chunks.map((c) => [c.fileName, c]));
      const entry = chunks.find((c) => c.isEntry);
      const html = bundle['index.html'];
      if (!entry || html?.type !== 'asset') return;
      const closure = (start: Rollup.OutputChunk, into = new Set<string>()) => {
        if (into.has(start.fileName)) return into;
        into.add(start.fileName);
        for (const file of start.imports) {
          const chunk = byFile.get(file);
          if (chunk) closure(chunk, into);
        }
        return into;
      };
      const loaded = closure(entry);
      const byScreen = new Map(chunks.filter((c) => c.facadeModuleId).map((c) => [c.facadeModuleId, c]));
      const moduleIds = [...this.getModuleIds()];
      const files: string[] = [];
      const index = (file: string) => {
        const at = files.indexOf(file);
        return at >= 0 ? at : files.push(file) - 1;
      };
      const routes: { path: string; deps: number[] }[] = [];
      for (const id of moduleIds.filter((m) => /[\\/]src[\\/][^\\/]+[\\/]routes\.ts$/.test(m))) {
        const code = this.getModuleInfo(id)?.code ?? '';
        for (const part of code.split('createRoute(').slice(1)) {
          const path = routePath.exec(part)?.[1];
          const target = screenImport.exec(part)?.[1];
          if (!path || !target) continue;
          const base = resolve(dirname(id), target);
          const screenId = moduleIds.find((m) => m === `${base}.tsx` || m === `${base}.ts`);
          // A screen whose module shares a chunk (merged as small, or imported by another screen too) is no
          // chunk's facade: the chunk that holds it.
          const screen = screenId
            ? (byScreen.get(screenId) ?? chunks.find((c) => Object.hasOwn(c.modules, screenId)))
            : undefined;
          if (!screen) continue;
          const deps: number[] = [];
          for (const file of closure(screen)) {
            if (loaded.has(file)) continue;
            deps.push(index(file));
            const css = (byFile.get(file) as { viteMetadata?: { importedCss: Set<string> } } | undefined)?.viteMetadata
              ?.importedCss;
            for (const sheet of css ?? []) deps.push(index(sheet));
          }
          routes.push({ path, deps: [...new Set(deps)] });
        }
      }
      routes.sort((a, b) => params(a.path) - params(b.path));
      const languages: Record<string, number[]> = {};
      for (const lang of ['en', 'zh']) {
        const table = chunks.find(
          (c) => c.facadeModuleId && /[\\/]src[\\/]i18n[\\/](\w+)\.ts$/.exec(c.facadeModuleId)?.[1] === lang,
        );
        if (table) languages[lang] = [...closure(table)].filter((file) => !loaded.has(file)).map(index);
      }
      const source = loaderSource(
        routes.map((r) => [pattern(r.path), r.deps]),
        files,
        languages,
      );
      const hash = createHash('sha256').update(source).digest('base64url').slice(0, 8);
      const fileName = `assets/route-preload-${hash}.js`;
      this.emitFile({ type: 'asset', fileName, source });
      html.source = String(html.source).replace(
        '<script type="module"',
        `<script async src="/${fileName}"></script>\n    <script type="module"`,
      );
    },
  };
}
