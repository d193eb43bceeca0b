import { config } from 'zod/v4/core';

/**
 * Makes zod parse without building parsers by `new Function`: the web app's Content-Security-Policy
 * allows no eval, and even zod's probe for it is reported as a violation. Called once at the app's start;
 * the server keeps the faster compiled parsers.
 */
export function parseWithoutEval() {
  config({ jitless: true });
}
