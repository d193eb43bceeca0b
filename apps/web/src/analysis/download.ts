import { saveBlob } from '../ui/save-blob';

/** Saves a file the API answered (base64 or text) through a temporary link. */
export function saveFile(file: { filename: string; type: string; content: string }, base64 = true) {
  const body = base64 ? Uint8Array.from(atob(file.content), (c) => c.charCodeAt(0)) : file.content;
  saveBlob(new Blob([body], { type: file.type }), file.filename);
}
