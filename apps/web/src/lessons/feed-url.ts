/** The feed's address as a full URL (the server may answer a path), and as a calendar app's `webcal:` link. */
export function feedUrls(url: string, origin: string) {
  const https = new URL(url, origin).href;
  return { https, webcal: https.replace(/^https?:/, 'webcal:') };
}
