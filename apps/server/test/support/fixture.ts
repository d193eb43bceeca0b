import { afterAll, beforeAll } from 'vitest';
import { startTestApp, type TestApp, tokenOf } from './harness';

/**
 * A value built before the tests of the enclosing `describe` block (or file) and, with `teardown`, torn down
 * after them. The answer stands for the value once it is built: reads pass through to it.
 */
export function useBeforeAll<T extends object>(build: () => Promise<T>, teardown?: (value: T) => Promise<unknown>): T {
  let built: T | undefined;
  beforeAll(async () => {
    built = await build();
  });
  if (teardown) afterAll(async () => built && (await teardown(built)));
  const value = () => {
    if (!built) throw new Error('a fixture is read before it is built');
    return built;
  };
  return new Proxy({} as T, {
    get: (_, key) => Reflect.get(value(), key),
    has: (_, key) => Reflect.has(value(), key),
    ownKeys: () => Reflect.ownKeys(value()),
    getOwnPropertyDescriptor: (_, key) => Reflect.getOwnPropertyDescriptor(value(), key),
  });
}

/** The test app of the enclosing `describe` block (or file): started before its tests and closed after them. */
export const useTestApp = (options: Parameters<typeof startTestApp>[0] = {}): TestApp =>
  useBeforeAll(
    () => startTestApp(options),
    (t) => t.close(),
  );

/** A user built before the block's tests, signed in on a session of their own (`token`). */
export const useSignedIn = <U extends { id: string }>(t: TestApp, build: () => Promise<U>) =>
  useBeforeAll(async () => {
    const user = await build();
    return { ...user, token: await tokenOf(t, user) };
  });
