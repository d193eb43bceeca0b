import { afterAll, beforeAll } from 'vitest';

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
