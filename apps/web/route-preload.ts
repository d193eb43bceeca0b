import { createHash } from 'node:crypto';
import { createServer, createServerModuleRunner, type Plugin, type Rollup } from 'vite';
import type { PreloadRoute } from './src/app/preload-table';

/**
 * Links the loader adds in one task. Each request a page starts costs the main thread a few milliseconds on a
 * phone; the 20-odd a screen needs, started from one task, made a long task that held up the first render.
 */
const linksPerTask = 4;

/**
 * The page's loader for the current path: it asks for the screen's chunks (and their stylesheets) while
 * the entry downloads, instead of once the entry has run and the router has matched the path. On a page the
 * server rendered (`data-server-rendered`) the language is the page's, the early query is not sent (its
 * answer is in the page), and the scripts, the entry's too (the server leaves it out of such a page), start
 * once the page has loaded and painted (its first contentful paint, then one more frame): what it shows, its
 * pictures included, comes first, and the app then hydrates it.
 */
function loaderSource(
  routes: [string, number[]][],
  early: NonNullable<PreloadRoute['early']>[],
  files: string[],
  languages: Record<string, number[]>,
  entry: { file: string; imports: number[] },
) {
  const data = early.map((e) => `[${JSON.stringify(e.pattern)},(m,n)=>${e.query},${e.signedIn}]`).join(',');
  return `(()=>{const f=${JSON.stringify(files)},E=${JSON.stringify(entry.file)},M=${JSON.stringify(entry.imports)},r=${JSON.stringify(routes)},g=${JSON.stringify(languages)},D=[${data}],p=location.pathname.replace(/\\/+$/,"")||"/",L=[],a=i=>L.push(i),put=()=>{for(const i of L.splice(0,${linksPerTask})){const l=document.createElement("link");l.rel=f[i].endsWith(".css")?"stylesheet":"modulepreload";l.href="/"+f[i];document.head.appendChild(l)}if(L.length)setTimeout(put)},h=document.documentElement,S=h.hasAttribute("data-server-rendered");let n="en";if(S)n=h.lang==="zh"?"zh":"en";else try{n=localStorage.getItem("lang")==="zh"?"zh":"en"}catch{};(g[n]||[]).forEach(a);for(const[x,d]of r){if(!new RegExp(x).test(p))continue;d.forEach(a);break}if(!S)try{const u=JSON.parse(localStorage.getItem("userInfo")||"null"),t=u&&u.token;for(const[x,q,s]of D){const m=new RegExp(x).exec(p);if(!m)continue;if(s&&!t)break;const url="/trpc/"+q(m,n),auth=t?"Bearer "+t:undefined,response=fetch(url,{headers:auth?{"x-lang":n,authorization:auth}:{"x-lang":n}});response.catch(()=>{});window.__earlyQuery={url,auth,response};break}}catch{}if(S){const go=()=>{M.forEach(a);put();const e=document.createElement("script");e.type="module";e.crossOrigin="";e.src="/"+E;document.head.appendChild(e)};const next=()=>requestAnimationFrame(()=>setTimeout(go)),later=()=>performance.getEntriesByName("first-contentful-paint").length||!(PerformanceObserver.supportedEntryTypes||[]).includes("paint")?next():new PerformanceObserver((_,o)=>{o.disconnect();next()}).observe({type:"paint"});document.readyState==="complete"?later():addEventListener("load",later,{once:true})}else put()})();\n`;
}

/** A route of the preload table with the id of its screen's module. */
type ScreenRoute = PreloadRoute & { screenId: string };

/**
 * The router's routes (`src/app/preload-table.ts`), loaded as the app defines them in a throw-away server
 * without the build's plugins, each with the id of the module its lazy screen imports. Screens are not run:
 * while they load, every module the server is asked for is an empty one that reports its id.
 */
async function routeScreens(root: string): Promise<ScreenRoute[]> {
  let loading: string[] | undefined;
  const reportKey = '__quantaPreloadScreen';
  const server = await createServer({
    root,
    configFile: false,
    logLevel: 'error',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false, watch: null },
    optimizeDeps: { noDiscovery: true, include: [] },
    plugins: [
      {
        name: 'quanta-screen-ids',
        load: (id) => (loading ? `globalThis.${reportKey}(${JSON.stringify(id)});` : undefined),
      },
    ],
  });
  const runner = createServerModuleRunner(server.environments.ssr, { hmr: false });
  const global = globalThis as Record<string, unknown>;
  global[reportKey] = (id: string) => loading?.push(id);
  try {
    const { preloadTable } = (await runner.import(
      '/src/app/preload-table.ts',
    )) as typeof import('./src/app/preload-table');
    const routes = preloadTable();
    const screens: ScreenRoute[] = [];
    for (const route of routes) {
      loading = [];
      await route.loadScreen();
      const [screenId] = loading;
      if (loading.length !== 1 || !screenId) throw new Error(`No screen module found for the route ${route.path}`);
      // Two routes may show the same screen: the next import of the module runs it again.
      const node = runner.evaluatedModules.getModuleById(screenId);
      if (node) runner.evaluatedModules.invalidateModule(node);
      screens.push({ ...route, screenId });
    }
    return screens;
  } finally {
    loading = undefined;
    delete global[reportKey];
    await runner.close();
    await server.close();
  }
}

/**
 * Writes `assets/route-preload-<hash>.js`, a small script the page runs first (async, from index.html):
 * for the path being opened it preloads the lazy screen's chunk, the chunks it imports and its CSS, all
 * beyond what the entry loads anyway, and the chunk of the stored language's table (`src/i18n/en.ts` or `zh.ts`),
 * which the entry waits for before its first render, and sends the screen's early query (`staticData.earlyQuery`
 * of its route). The routes come from the router (`src/app/preload-table.ts`).
 */
export function routePreload(): Plugin {
  let root = process.cwd();
  let screens: Promise<ScreenRoute[]> | undefined;
  return {
    name: 'quanta-route-preload',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      root = config.root;
    },
    buildStart() {
      screens = routeScreens(root);
      // Awaited in generateBundle; a failure is reported there.
      screens.catch(() => {});
    },
    async generateBundle(_options, bundle) {
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
      const files: string[] = [];
      const index = (file: string) => {
        const at = files.indexOf(file);
        return at >= 0 ? at : files.push(file) - 1;
      };
      const table = await (screens ?? routeScreens(root));
      const routes: [string, number[]][] = [];
      for (const route of table) {
        // A screen whose module shares a chunk (merged as small, or imported by another screen too) is no
        // chunk's facade: the chunk that holds it.
        const screen = byScreen.get(route.screenId) ?? chunks.find((c) => Object.hasOwn(c.modules, route.screenId));
        if (!screen) throw new Error(`The screen of ${route.path} (${route.screenId}) is in no chunk`);
        const deps: number[] = [];
        for (const file of closure(screen)) {
          if (loaded.has(file)) continue;
          deps.push(index(file));
          const css = (byFile.get(file) as { viteMetadata?: { importedCss: Set<string> } } | undefined)?.viteMetadata
            ?.importedCss;
          for (const sheet of css ?? []) deps.push(index(sheet));
        }
        routes.push([route.pattern, [...new Set(deps)]]);
      }
      const languages: Record<string, number[]> = {};
      for (const lang of ['en', 'zh']) {
        const strings = chunks.find(
          (c) => c.facadeModuleId && /[\\/]src[\\/]i18n[\\/](\w+)\.ts$/.exec(c.facadeModuleId)?.[1] === lang,
        );
        if (strings) languages[lang] = [...closure(strings)].filter((file) => !loaded.has(file)).map(index);
      }
      const early = table.flatMap((route) => (route.early ? [route.early] : []));
      const imports = [...loaded].filter((file) => file !== entry.fileName).map(index);
      const source = loaderSource(routes, early, files, languages, { file: entry.fileName, imports });
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
