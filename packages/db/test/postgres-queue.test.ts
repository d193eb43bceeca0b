import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';

interface Queue<T> {
  readonly length: number;
  push(x: T): T;
  shift(): T | undefined;
  remove(x: T): T | null;
}
type MakeQueue = <T>(initial?: T[]) => Queue<T>;

/** postgres.js's queue (src/queue.js for `import`, cjs/src/queue.js for `require`), as patched (patches/). */
const packageDir = join(dirname(createRequire(import.meta.url).resolve('postgres')), '../..');
const copies = ['src/queue.js', 'cjs/src/queue.js'];
const load = async (file: string) =>
  ((await import(pathToFileURL(join(packageDir, file)).href)) as { default: MakeQueue }).default;

/** The longest array `indexOf` searched while `work` ran: what a queue's `remove` costs. */
function longestSearch(work: () => void): number {
  const indexOf = Array.prototype.indexOf;
  let longest = 0;
  Array.prototype.indexOf = function (this: unknown[], ...args: Parameters<typeof indexOf>) {
    longest = Math.max(longest, this.length);
    return indexOf.apply(this, args);
  };
  try {
    work();
  } finally {
    Array.prototype.indexOf = indexOf;
  }
  return longest;
}

describe.each(copies)('postgres.js queue (%s)', (file) => {
  afterEach(() => expect(Array.prototype.indexOf.name).toBe('indexOf'));

  it('answers first in, first out, and removes what it holds', async () => {
    const queue = (await load(file))(['a']);
    queue.push('b');
    queue.push('c');
    expect(queue.length).toBe(3);
    expect(queue.remove('x')).toBeNull();
    expect(queue.remove('b')).toBe('b');
    expect([queue.shift(), queue.shift(), queue.length]).toEqual(['a', 'c', 0]);
    queue.push('d');
    expect([queue.length, queue.shift(), queue.length]).toEqual([1, 'd', 0]);
  });

  it('stays small when it empties by remove under steady load (a busy connection moved to the open ones)', async () => {
    const queue = (await load(file))<string>();
    queue.push('one');
    queue.push('two');
    const order: string[] = [];
    const longest = longestSearch(() => {
      for (let i = 0; i < 20_000; i++) {
        const next = queue.shift() as string;
        order.push(next);
        queue.push(next);
        const other = next === 'one' ? 'two' : 'one';
        expect(queue.remove(other)).toBe(other);
        queue.push(other);
      }
    });
    // The head is taken and put back, the other moved behind it: the head stays `one`, and both stay.
    expect(new Set(order)).toEqual(new Set(['one']));
    expect(queue.length).toBe(2);
    expect([queue.shift(), queue.shift()]).toEqual(['one', 'two']);
    // Unpatched, the array grew by one slot per round: 20,000 slots searched by the last remove.
    expect(longest).toBeLessThan(200);
  });
});
