import { describe, expect, it } from 'vitest';
import { base64ToBytes, fileBlob } from './download';

describe('files the API answers in base64', () => {
  it('decodes base64 to its bytes, high bytes too', () => {
    expect([...base64ToBytes('JVBERi0=')]).toEqual([0x25, 0x50, 0x44, 0x46, 0x2d]); // %PDF-
    expect([...base64ToBytes('AP+A')]).toEqual([0x00, 0xff, 0x80]);
    expect(base64ToBytes('')).toHaveLength(0);
  });

  it('makes a Blob of the file type holding the bytes', async () => {
    const blob = fileBlob({ filename: 'receipt-12.pdf', contentType: 'application/pdf', base64: 'JVBERi0=' });
    expect(blob.type).toBe('application/pdf');
    expect(blob.size).toBe(5);
    expect(new Uint8Array(await blob.arrayBuffer())[0]).toBe(0x25);
  });
});
