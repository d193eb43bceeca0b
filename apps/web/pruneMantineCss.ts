import { existsSync, readdirSync, readFileSync, realpathSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import postcss from 'postcss';
import type { Plugin } from 'vite';

/** A Mantine component's class, as its CSS module names it (`m_77c9d27d`). */
const mantineClass = /\bm_[0-9a-f]{6,8}\b/g;
/** The packages' whole stylesheets: `@mantine/core/styles.css`, `@mantine/dates/styles.css`, … */
const mantineStylesheet = /[\\/]node_modules[\\/]@mantine[\\/][a-z-]+[\\/]styles\.css$/;
/** `{ A, B } from '@mantine/core'`, in an import or an export. */
const namedImport = /(?:import|export)\s*(?:type\s+)?\{([^}]*)\}\s*from\s*['"](@mantine\/[a-z-]+)['"]/g;
/** Any other use of a package's root: default, namespace, dynamic or bare import (all it exports counts). */
const packageImport = /(?:from\s*|import\s*\(\s*|import\s+)['"](@mantine\/[a-z-]+)['"]/g;
/** A package module's relative imports and re-exports, static or dynamic. */
const relativeImport = /(?:(?:^|\n)\s*(?:import|export)\s+(?:[^'";]*?\s+from\s+)?|import\s*\(\s*)'(\.[^']+\.mjs)'/g;

/** The package's folder as seen from `from` (node_modules up the tree), or undefined. */
function packageRoot(name: string, from: string): string | undefined {
  for (let dir = dirname(from); dir !== dirname(dir); dir = dirname(dir)) {
    const candidate = join(dir, 'node_modules', name);
    if (existsSync(join(candidate, 'package.json'))) return realpathSync(candidate);
  }
  return undefined;
}

/** What each Mantine package's ES entry exports, name by name, to the module that defines it. */
function packageExports(root: string, cache: Map<string, Map<string, string>>): Map<string, string> {
  let exports = cache.get(root);
  if (exports) return exports;
  exports = new Map();
  cache.set(root, exports);
  const entry = join(root, 'esm', 'index.mjs');
  if (!existsSync(entry)) return exports;
  for (const m of readFileSync(entry, 'utf8').matchAll(/export\s*\{([^}]*)\}\s*from\s*'(\.[^']+)'/g)) {
    for (const part of (m[1] as string).split(',')) {
      const name = part
        .trim()
        .split(/\s+as\s+/)
        .pop();
      if (name) exports.set(name, resolve(dirname(entry), m[2] as string));
    }
  }
  return exports;
}

/** The Mantine modules `code` (in file `from`) imports: by name where it names them, else all of a package's. */
function mantineModules(code: string, from: string, cache: Map<string, Map<string, string>>): string[] {
  const modules: string[] = [];
  const named = new Set<number>();
  const exportsOf = (name: string) => {
    const root = packageRoot(name, from);
    return root ? packageExports(root, cache) : new Map<string, string>();
  };
  for (const m of code.matchAll(namedImport)) {
    named.add(m.index + m[0].length);
    const exports = exportsOf(m[2] as string);
    for (const part of (m[1] as string).split(',')) {
      const file = exports.get(
        part
          .trim()
          .replace(/^type\s+/, '')
          .split(/\s+as\s+/)[0] as string,
      );
      if (file) modules.push(file);
    }
  }
  for (const m of code.matchAll(packageImport)) {
    if (!named.has(m.index + m[0].length)) modules.push(...exportsOf(m[1] as string).values());
  }
  return modules;
}

/**
 * The Mantine classes the app can put on an element: those of every CSS module reachable from what the
 * app's sources import of Mantine (a superset of what the bundle keeps after tree-shaking).
 */
export function mantineClassesImported(sourceDir: string): Set<string> {
  const cache = new Map<string, Map<string, string>>();
  const queue: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (/\.tsx?$/.test(name)) queue.push(...mantineModules(readFileSync(path, 'utf8'), path, cache));
    }
  };
  walk(sourceDir);
  const seen = new Set<string>();
  const classes = new Set<string>();
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    if (seen.has(file) || !existsSync(file)) continue;
    seen.add(file);
    const code = readFileSync(file, 'utf8');
    if (file.endsWith('.module.css.mjs')) for (const [c] of code.matchAll(mantineClass)) classes.add(c);
    for (const m of code.matchAll(relativeImport)) queue.push(resolve(dirname(file), m[1] as string));
    queue.push(...mantineModules(code, file, cache));
  }
  return classes;
}

/** `css` without the rules (and selectors) that name a Mantine class not in `used`: no element can match them. */
export function prunedCss(css: string, used: ReadonlySet<string>): string {
  const root = postcss.parse(css);
  root.walkRules((rule) => {
    const kept = rule.selectors.filter((s) => [...s.matchAll(mantineClass)].every(([c]) => used.has(c)));
    if (kept.length === 0) rule.remove();
    else if (kept.length < rule.selectors.length) rule.selectors = kept;
  });
  root.walkAtRules((at) => {
    if (at.nodes?.length === 0) at.remove();
  });
  return root.toString();
}

/**
 * Mantine's stylesheets hold every component's rules (213 KB for @mantine/core, about a fifth of them for
 * components the app never imports), and every page parses and matches them all before its first paint.
 * The build keeps the rules of the components the app's sources import (and those they use), before Vite
 * hashes the stylesheet; then it checks that every Mantine class in the built scripts kept its rules.
 */
export function pruneMantineCss(): Plugin {
  let sourceDir = 'src';
  let used: Set<string> | undefined;
  return {
    name: 'quanta-prune-mantine-css',
    apply: 'build',
    enforce: 'pre',
    configResolved(config) {
      sourceDir = resolve(config.root, 'src');
    },
    buildStart() {
      used = undefined;
    },
    transform(code, id) {
      if (!mantineStylesheet.test(id.split('?')[0] as string)) return null;
      used ??= mantineClassesImported(sourceDir);
      return { code: prunedCss(code, used), map: null };
    },
    generateBundle(_options, bundle) {
      if (!used) return;
      const missing = new Set<string>();
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        for (const [c] of chunk.code.matchAll(mantineClass)) if (!used.has(c)) missing.add(c);
      }
      if (missing.size > 0) {
        this.error(
          `Mantine classes in the bundle whose rules were pruned: ${[...missing].join(', ')}. The app imports Mantine in a way pruneMantineCss.ts does not follow.`,
        );
      }
    },
  };
}
