/** The plain text of stored rich HTML, for short previews (block ends become spaces). */
export function htmlToText(html: string): string {
  if (!html) return '';
  const spaced = html.replace(/<\/(?:p|div|h[1-6]|li|td|th|blockquote)>|<br\s*\/?>/gi, ' $&');
  const doc = new DOMParser().parseFromString(spaced, 'text/html');
  return (doc.body.textContent ?? '').replace(/\s+/g, ' ').trim();
}
