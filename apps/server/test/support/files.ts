import { request } from 'node:http';
import { strToU8, zipSync } from 'fflate';
import { expect } from 'vitest';

/** A 1×1 PNG. */
export const tinyPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** An ISO-BMFF header as MP4 files begin, padded to `size` bytes. */
export function fakeMp4(size: number): Buffer {
  const bytes = Buffer.alloc(size);
  Buffer.from('000000186674797069736f6d0000020069736f6d69736f32', 'hex').copy(bytes);
  return bytes;
}

/** A stored (uncompressed) zip of the given entries. */
export const zip = (entries: Record<string, string>): Buffer =>
  Buffer.from(
    zipSync(Object.fromEntries(Object.entries(entries).map(([name, text]) => [name, strToU8(text)])), { level: 0 }),
  );

/** A minimal .xlsx: the OpenXML parts file-type and spreadsheet readers look for. */
export const tinyXlsx = () =>
  zip({
    '[Content_Types].xml':
      '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/></Types>',
    'xl/workbook.xml':
      '<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheets><sheet name="Sheet1" sheetId="1"/></sheets></workbook>',
  });

/** A GET with the path sent exactly as written (fetch would normalise `..` away). */
export function rawGet(baseUrl: string, path: string): Promise<{ status: number; headers: Record<string, unknown> }> {
  const url = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const req = request({ host: url.hostname, port: url.port, path, method: 'GET' }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers }));
    });
    req.on('error', reject);
    req.end();
  });
}

/**
 * Checks that an upload went to a server-chosen dated path and is served as a PNG with nosniff; answers the
 * served response.
 */
export async function expectServedPng(baseUrl: string, path: string): Promise<Response> {
  expect(path).toMatch(/^\/uploads\/\d{4}\/\d{2}\/[A-Za-z0-9_-]{22}\.png$/);
  const served = await fetch(`${baseUrl}${path}`);
  expect(served.status).toBe(200);
  expect(served.headers.get('content-type')).toBe('image/png');
  expect(served.headers.get('x-content-type-options')).toBe('nosniff');
  return served;
}
