import { saveBlob } from '../ui/save-blob';

/** A file the API answered as base64 (a receipt's PDF, the report's workbook). */
export interface Base64File {
  filename: string;
  contentType: string;
  base64: string;
}

/** The bytes base64 text stands for. */
export function base64ToBytes(base64: string): Uint8Array<ArrayBuffer> {
  return Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
}

/** The file as a Blob of its type. */
export const fileBlob = (file: Base64File) => new Blob([base64ToBytes(file.base64)], { type: file.contentType });

/** Saves the file under its name. */
export function downloadFile(file: Base64File): void {
  saveBlob(fileBlob(file), file.filename);
}
