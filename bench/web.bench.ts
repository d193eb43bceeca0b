/**
 * Pages on a phone: builds the web app (BENCH_NO_BUILD=1 to skip), serves it from the real server on
 * an in-memory PGlite with the demo school, and runs Lighthouse (mobile settings: a mid-range phone on
 * a slow 4G, simulated) in Debian's Chromium on each page, in English and Chinese. Prints per page the
 * JavaScript and CSS bytes on the wire (compressed, as sent), the performance, accessibility,
 * best-practices and SEO scores, and the total blocking time and largest paint. Beside each page, measured in the
 * same run, its bare baseline: the same page's settled markup with its stylesheets and no script, served
 * by the same server, so a score reads against what this host gives a page that runs nothing; last, the
 * host's CPU as Lighthouse measures it (its benchmark index).
 *
 *   pnpm bench:web
 *   CHROMIUM_PATH=/path/to/chrome pnpm bench:web
 *   BENCH_PAGES=/,/login BENCH_VERBOSE=1 …   # some pages only; list each script, the audits below 0.9 and their elements
 *   BENCH_SAVE=/tmp/lh …                     # also write each page's Lighthouse report (JSON) into that folder
 *   BENCH_RUNS=5 …                           # Lighthouse runs per page (3 by default); the median run is shown
 *   BENCH_BARE=0 …                           # without the bare baselines (half the time)
 *
 * It is not part of `pnpm test`.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { launch } from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { repoRoot } from '../apps/server/src/config';
import { seedDemo } from '../packages/api/src';
import { elapsedSince, freshDatabase, pad, sql, startServer } from './harness';

const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const budgetKb = 220;
/**
 * Lighthouse runs per page. One run's performance score moves by several points on a busy machine; the median
 * of a few runs (Lighthouse's own advice on variability) moves less.
 */
const runs = Math.max(1, Number(process.env.BENCH_RUNS ?? 3));

interface NetworkItem {
  url: string;
  resourceType?: string;
  transferSize?: number;
}

/** Sends DevTools protocol calls to one target, each after the previous one answered. */
async function devtools(url: string, calls: [string, object][]): Promise<unknown[]> {
  const results: unknown[] = [];
  const ws = new WebSocket(url);
  await new Promise((resolve, reject) => {
    ws.onopen = resolve;
    ws.onerror = reject;
  });
  for (const [i, [method, params]] of calls.entries()) {
    await new Promise<void>((resolve) => {
      ws.onmessage = (m) => {
        const message = JSON.parse(String(m.data)) as { id?: number; result?: unknown };
        if (message.id !== i + 1) return;
        results.push(message.result);
        resolve();
      };
      ws.send(JSON.stringify({ id: i + 1, method, params }));
    });
  }
  ws.close();
  return results;
}

/**
 * Sets the page's local storage on the server's origin through the DevTools protocol (a new tab). Lighthouse
 * then empties the HTTP cache and removes the service worker and its caches (its default storage reset,
 * which keeps local storage), so each page loads as on a first visit while the session stays.
 */
async function setStorage(port: number, origin: string, entries: Record<string, string | null>) {
  // The page of the previous run would see the change (a storage event) and act on it: leave it first.
  const open = (await (await fetch(`http://127.0.0.1:${port}/json/list`)).json()) as {
    type: string;
    url: string;
    webSocketDebuggerUrl?: string;
  }[];
  for (const target of open.filter((t) => t.type === 'page' && t.url.startsWith(origin) && t.webSocketDebuggerUrl)) {
    await devtools(target.webSocketDebuggerUrl as string, [['Page.navigate', { url: 'about:blank' }]]);
  }
  const tab = (await (
    await fetch(`http://127.0.0.1:${port}/json/new?${origin}/robots.txt`, { method: 'PUT' })
  ).json()) as {
    id: string;
    webSocketDebuggerUrl: string;
  };
  const script = Object.entries(entries)
    .map(([k, v]) =>
      v === null
        ? `localStorage.removeItem(${JSON.stringify(k)})`
        : `localStorage.setItem(${JSON.stringify(k)}, ${JSON.stringify(v)})`,
    )
    .join(';');
  // Storage belongs to the origin: wait until the new tab is on it (it opens on about:blank).
  for (;;) {
    const [answer] = (await devtools(tab.webSocketDebuggerUrl, [
      ['Runtime.evaluate', { expression: 'location.origin', returnByValue: true }],
    ])) as { result?: { value?: string } }[];
    if (answer?.result?.value === origin) break;
    await new Promise((r) => setTimeout(r, 50));
  }
  await devtools(tab.webSocketDebuggerUrl, [['Runtime.evaluate', { expression: script }]]);
  await fetch(`http://127.0.0.1:${port}/json/close/${tab.id}`);
}

interface AuditDetails {
  items?: { node?: { snippet?: string; explanation?: string }; items?: AuditDetails['items']; score?: number }[];
}

/** The page elements an audit names (the culprits of a failed check, the LCP element, shifted elements). */
function auditNodes(details: unknown, limit = 4): string[] {
  const lines: string[] = [];
  const walk = (items: AuditDetails['items']) => {
    for (const item of items ?? []) {
      if (item.node?.snippet) {
        const score = item.score === undefined ? '' : ` (${item.score.toFixed(3)})`;
        lines.push(`${item.node.snippet.slice(0, 140)}${score}`);
      }
      if (item.items) walk(item.items);
    }
  };
  walk((details as AuditDetails | undefined)?.items);
  return lines.slice(0, limit);
}

/** Markup without what runs: scripts, and the links that fetch them ahead. */
const withoutScripts = (html: string) =>
  html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '')
    .replace(/<link\b[^>]*\b(rel="modulepreload"|as="script")[^>]*>/gi, '');

/**
 * The page as the app left it once it settled (the same markup on four reads a quarter of a second apart,
 * after the load event), without its scripts: what the bare baseline serves. Opened in a tab of its own, on
 * the storage `setStorage` left.
 */
async function renderedMarkup(port: number, url: string): Promise<string> {
  const tab = (await (await fetch(`http://127.0.0.1:${port}/json/new?${url}`, { method: 'PUT' })).json()) as {
    id: string;
    webSocketDebuggerUrl: string;
  };
  const expression = `document.readyState === 'complete' ? document.documentElement.outerHTML : ''`;
  let markup = '';
  try {
    for (let reads = 0, same = 0; same < 4 && reads < 120; reads++) {
      await new Promise((r) => setTimeout(r, 250));
      const [answer] = (await devtools(tab.webSocketDebuggerUrl, [
        ['Runtime.evaluate', { expression, returnByValue: true }],
      ])) as { result?: { value?: string } }[];
      const read = answer?.result?.value ?? '';
      same = read !== '' && read === markup ? same + 1 : 0;
      markup = read;
    }
  } finally {
    // Off the origin first: closing takes a moment, and `setStorage` would try to leave a page still listed on it.
    await devtools(tab.webSocketDebuggerUrl, [['Page.navigate', { url: 'about:blank' }]]);
    await fetch(`http://127.0.0.1:${port}/json/close/${tab.id}`);
  }
  if (!markup) throw new Error(`${url} did not finish loading in 30 s`);
  return `<!doctype html>\n${withoutScripts(markup)}`;
}

interface Measured {
  /** The run with the median performance score. */
  lhr: Result;
  /** The lowest and highest performance score, as "91–96". */
  range: string;
  /** Lighthouse's measure of the host's CPU in each run (its benchmark index; under 1,000 it warns of a slow host). */
  benchmarks: number[];
}

const perf = (r: Result) => r.categories.performance?.score ?? 0;

/** `runs` Lighthouse runs of `url`, each on a first visit with the local storage given. */
async function measured(port: number, origin: string, url: string, storage: Record<string, string | null>) {
  const results: Result[] = [];
  for (let run = 0; run < runs; run++) {
    // On a busy machine Lighthouse now and then fails to see the navigation start (NO_NAVSTART): try again.
    let one: Result | undefined;
    for (let attempt = 0; attempt < 3 && (!one || one.runtimeError); attempt++) {
      await setStorage(port, origin, storage);
      const result = await lighthouse(url, {
        port,
        logLevel: 'error',
        output: 'json',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      });
      if (!result) throw new Error(`no result for ${url}`);
      one = result.lhr;
    }
    if (one) results.push(one);
  }
  results.sort((a, b) => perf(a) - perf(b));
  const lhr = results[Math.floor((results.length - 1) / 2)];
  if (!lhr) throw new Error(`no result for ${url}`);
  const range = `${Math.round(perf(results[0]!) * 100)}–${Math.round(perf(results.at(-1)!) * 100)}`;
  const benchmarks = results.map((r) => r.environment.benchmarkIndex);
  return { lhr, range, benchmarks } satisfies Measured;
}

/** An audit's number in milliseconds, rounded ('–' when Lighthouse has none). */
const millis = (lhr: Result, id: string) => {
  const value = lhr.audits[id]?.numericValue;
  return value === undefined ? '–' : Math.round(value);
};

async function main() {
  if (process.env.BENCH_NO_BUILD !== '1') {
    const started = Date.now();
    execFileSync('pnpm', ['--filter', '@quanta/web', 'build'], { cwd: repoRoot, stdio: 'ignore' });
    console.log(`web app built in ${elapsedSince(started)}`);
  }
  const db = await freshDatabase('pglite');
  // The bare baseline: each page's settled markup without its scripts, from the same server and origin
  // (its stylesheets, pictures and compression), so a page's score reads beside what this host gives a
  // page that runs nothing.
  const bareMarkup = new Map<string, string>();
  const server = await startServer(db.handle, {
    web: true,
    routes: (app) =>
      app.get<{ Params: { key: string } }>('/bench-bare/:key', (req, reply) => {
        const markup = bareMarkup.get(req.params.key);
        if (markup === undefined) return reply.code(404).send();
        return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(markup);
      }),
  });
  await seedDemo(server.app.deps);
  const [student] = await sql<{ id: string }>(
    db.handle,
    `select id from users where email = 'student.amy@quanta.test'`,
  );
  const [exercise] = await sql<{ id: string }>(
    db.handle,
    `select id from exercises where student_id = '${student!.id}' and finished_at is null order by created_at limit 1`,
  );
  const [klass] = await sql<{ id: string }>(db.handle, 'select id from classes order by created_at, name limit 1');
  const token = await server.signIn(student!.id);
  const info = (await (
    await fetch(`${server.url}/api/user/getUserInfo`, { headers: { authorization: `Bearer ${token}` } })
  ).json()) as { result: object };
  const userInfo = JSON.stringify({ ...info.result, token });

  const pages: { path: string; signedIn: boolean }[] = [
    { path: '/', signedIn: false },
    { path: `/class/${klass!.id}`, signedIn: false },
    { path: '/login', signedIn: false },
    { path: '/register', signedIn: false },
    { path: '/myclasses', signedIn: true },
    { path: `/student/exerciseEdit/${exercise!.id}`, signedIn: true },
  ];
  const withBare = process.env.BENCH_BARE !== '0';
  const chrome = await launch({
    chromePath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-dev-shm-usage'],
  });
  const benchmarks: number[] = [];
  try {
    console.log(
      `\nLighthouse runs per page: ${runs}; the run with the median performance score is shown, beside the range.`,
    );
    if (withBare) {
      console.log(
        `Under each page, "bare": the same page's settled markup without its scripts, served by the same server in the same run.`,
      );
    }
    console.log(
      `${'page'.padEnd(44)} lang  JS KB (wire)  CSS KB (wire)  requests  perf  (range)  a11y  best-pr  seo  TBT ms  LCP ms  (public pages: JS ≤ ${budgetKb} KB)`,
    );
    const only = process.env.BENCH_PAGES?.split(',');
    const picked = (path: string) => !only || only.some((o) => (o === '/' ? path === '/' : path.startsWith(o)));
    for (const lang of ['en', 'zh'] as const) {
      for (const page of pages.filter((p) => picked(p.path))) {
        const storage = { lang, userInfo: page.signedIn ? userInfo : null };
        const label = page.path.replace(/[0-9a-f-]{36}/, '{id}');
        // The language is asked for in the address as well (the server renders public pages in it).
        const url = `${server.url}${page.path}?lang=${lang}`;
        const app = await measured(chrome.port, server.url, url, storage);
        benchmarks.push(...app.benchmarks);
        const key = `${label.replace(/[^a-z0-9]+/gi, '_')}-${lang}`;
        // The JavaScript budget is for the public pages.
        report(label, lang, app, !page.signedIn, key);
        if (withBare) {
          await setStorage(chrome.port, server.url, storage);
          bareMarkup.set(key, await renderedMarkup(chrome.port, url));
          const bare = await measured(chrome.port, server.url, `${server.url}/bench-bare/${key}`, storage);
          benchmarks.push(...bare.benchmarks);
          report('  bare: the same markup, no script', lang, bare, false, `${key}-bare`);
        }
      }
    }
    benchmarks.sort((a, b) => a - b);
    console.log(
      `\nThis host's benchmark index (Lighthouse's CPU measure; it expects about 1,000 or more): median ${Math.round(benchmarks[Math.floor(benchmarks.length / 2)] ?? 0)}, ${Math.round(benchmarks[0] ?? 0)}–${Math.round(benchmarks.at(-1) ?? 0)}`,
    );
  } finally {
    chrome.kill();
    await server.close();
    await db.drop();
  }

  /** One row: the median run's bytes, requests, scores and blocking time; verbose, its scripts and weak audits. */
  function report(label: string, lang: string, { lhr, range }: Measured, budgeted: boolean, key: string) {
    const items = ((lhr.audits['network-requests']?.details as { items?: NetworkItem[] })?.items ?? []).filter((i) =>
      i.url.startsWith(server.url),
    );
    const bytes = (type: string) =>
      items.filter((i) => i.resourceType === type).reduce((n, i) => n + (i.transferSize ?? 0), 0) / 1024;
    const score = (id: string) => pad(Math.round((lhr.categories[id]?.score ?? 0) * 100), 4);
    const js = bytes('Script');
    const over = budgeted && js > budgetKb ? ' over budget' : '';
    console.log(
      `${label.padEnd(44)} ${lang.padEnd(4)} ${pad(js.toFixed(1), 12)}  ${pad(bytes('Stylesheet').toFixed(1), 13)}  ${pad(items.length, 8)}  ${score('performance')}  ${pad(range, 7)}  ${score('accessibility')}  ${pad(score('best-practices'), 7)}  ${score('seo')}  ${pad(millis(lhr, 'total-blocking-time'), 6)}  ${pad(millis(lhr, 'largest-contentful-paint'), 6)}${over}`,
    );
    if (process.env.BENCH_SAVE) {
      mkdirSync(process.env.BENCH_SAVE, { recursive: true });
      writeFileSync(`${process.env.BENCH_SAVE}/${key}.json`, JSON.stringify(lhr));
    }
    if (lhr.runtimeError) console.log(`    Lighthouse could not score the page: ${lhr.runtimeError.code}`);
    if (process.env.BENCH_VERBOSE === '1') {
      for (const i of items.filter((i) => i.resourceType === 'Script')) {
        console.log(`    ${pad(((i.transferSize ?? 0) / 1024).toFixed(1), 6)} KB ${i.url.replace(server.url, '')}`);
      }
      for (const cat of ['performance', 'accessibility', 'best-practices', 'seo']) {
        for (const ref of lhr.categories[cat]?.auditRefs ?? []) {
          const audit = lhr.audits[ref.id];
          if (ref.weight > 0 && audit && audit.score !== null && audit.score < 0.9) {
            console.log(`    ${cat}: ${audit.id} ${audit.score} ${audit.displayValue ?? ''}`);
            for (const node of auditNodes(audit.details)) console.log(`      ${node}`);
          }
        }
      }
      for (const id of ['largest-contentful-paint-element', 'layout-shifts']) {
        const nodes = auditNodes(lhr.audits[id]?.details);
        if (nodes.length) console.log(`    ${id}:\n${nodes.map((n) => `      ${n}`).join('\n')}`);
      }
    }
  }
}

await main();
