/** Up to five page numbers around `page` (1-based), kept inside 1…pages. */
export function pageWindow(page: number, pages: number, size = 5): number[] {
  const count = Math.min(size, Math.max(pages, 1));
  const start = Math.min(Math.max(1, page - Math.floor(size / 2)), Math.max(1, pages - count + 1));
  return Array.from({ length: count }, (_, i) => start + i);
}
