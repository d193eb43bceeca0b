/** zod's settings object: zod keeps it on `globalThis` so every copy of zod in a page shares it. */
interface ZodGlobal {
  __zod_globalConfig?: { jitless?: boolean };
}

/**
 * Makes zod parse without building parsers by `new Function`: the web app's Content-Security-Policy
 * allows no eval, and even zod's probe for it is reported as a violation. Called once at the app's start;
 * the server keeps the faster compiled parsers. It sets zod's shared settings without importing zod, so
 * the web app's first page does not load zod (only screens that parse with it do).
 */
export function parseWithoutEval() {
  const scope = globalThis as ZodGlobal;
  scope.__zod_globalConfig ??= {};
  scope.__zod_globalConfig.jitless = true;
}
