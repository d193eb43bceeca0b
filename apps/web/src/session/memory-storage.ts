/** A stand-in for `window.localStorage` in unit tests, holding its items in `items`. */
export function memoryStorage(items = new Map<string, string>()) {
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => items.set(key, value),
    removeItem: (key: string) => items.delete(key),
  };
}
