/** Saves a Blob under `filename` through a temporary link: the one way the app hands the browser a file. */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later: some browsers start reading the link's target after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
