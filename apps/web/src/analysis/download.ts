/** Saves a file the API answered (base64 or text) through a temporary link. */
export function saveFile(file: { filename: string; type: string; content: string }, base64 = true) {
  const body = base64 ? Uint8Array.from(atob(file.content), (c) => c.charCodeAt(0)) : file.content;
  const url = URL.createObjectURL(new Blob([body], { type: file.type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = file.filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
