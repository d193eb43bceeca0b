import { LRUCache } from 'lru-cache';
import { type CacheName, countLookup, speedupsOn } from './switch';

/**
 * Values kept between requests under a key: each `get` is counted as a hit or a miss of `cache`. With the
 * speed-ups off nothing is kept and every `get` misses, so the caller computes the value again.
 */
export interface Kept<K, V> {
  get(key: K): V | undefined;
  set(key: K, value: V): void;
  delete(key: K): void;
}

/** What a map, an LRU or a WeakMap offers alike. */
interface Store<K, V> {
  get(key: K): V | undefined;
  set(key: K, value: V): unknown;
  delete(key: K): unknown;
}

function counted<K, V>(cache: CacheName, store: Store<K, V>): Kept<K, V> {
  return {
    get(key) {
      if (!speedupsOn()) return undefined;
      const value = store.get(key);
      countLookup(cache, value !== undefined);
      return value;
    },
    set(key, value) {
      if (speedupsOn()) store.set(key, value);
    },
    delete(key) {
      store.delete(key);
    },
  };
}

/** At most `max` values; the least recently used is forgotten first. */
export function keptRecent<K extends {}, V extends {}>(cache: CacheName, max: number): Kept<K, V> {
  return counted<K, V>(cache, new LRUCache<K, V>({ max }));
}

/** Values kept for as long as their key object lives (a shared frozen row, a database). */
export function keptWhileAlive<K extends object, V>(cache: CacheName): Kept<K, V> {
  return counted<K, V>(cache, new WeakMap<K, V>());
}
