import { useEffect, useMemo } from 'react';

/** An object URL per waiting photo (by its key), made once and revoked when the photo goes. */
export function useObjectUrls(items: readonly { clientKey: string; blob: Blob }[]): Map<string, string> {
  // A key's file never changes (IndexedDB hands a new Blob for it on each read): one URL per key.
  const urls = useMemo(() => new Map<string, { url: string }>(), []);
  const current = new Map<string, string>();
  for (const item of items) {
    let entry = urls.get(item.clientKey);
    if (!entry) {
      entry = { url: URL.createObjectURL(item.blob) };
      urls.set(item.clientKey, entry);
    }
    current.set(item.clientKey, entry.url);
  }
  const keys = [...current.keys()].join();
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the set of photos changes.
  useEffect(() => {
    for (const [key, entry] of urls) {
      if (!current.has(key)) {
        URL.revokeObjectURL(entry.url);
        urls.delete(key);
      }
    }
  }, [keys]);
  useEffect(
    () => () => {
      for (const entry of urls.values()) URL.revokeObjectURL(entry.url);
      urls.clear();
    },
    [urls],
  );
  return current;
}
