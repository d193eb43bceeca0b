import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Language } from '@quanta/validators';
import PDFDocument from 'pdfkit';

/**
 * Noto Sans SC (regular and bold) from `@expo-google-fonts/noto-sans-sc`, so names in Chinese print; read
 * once per process and kept (pdfkit embeds only the glyphs a document uses).
 */
let fonts: Promise<{ regular: Buffer; bold: Buffer }> | undefined;

function notoSansSc() {
  if (!fonts) {
    const require = createRequire(import.meta.url);
    const file = (weight: string) =>
      readFile(require.resolve(`@expo-google-fonts/noto-sans-sc/${weight}/NotoSansSC_${weight}.ttf`));
    fonts = Promise.all([file('400Regular'), file('700Bold')]).then(([regular, bold]) => ({ regular, bold }));
    fonts.catch(() => {
      fonts = undefined;
    });
  }
  return fonts;
}

/**
 * An A4 document in Noto Sans SC (fonts `regular` and `bold`) in the given language, and `finish`, which ends
 * it and answers its bytes. The metadata's dates are the caller's, so the same content gives the same bytes.
 */
export async function startPdf(lang: Language, info: PDFKit.DocumentInfo) {
  const { regular, bold } = await notoSansSc();
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    // No standard font (Helvetica's metrics are never loaded): the document prints only in Noto Sans SC.
    font: null as unknown as string,
    lang: lang === 'zh' ? 'zh-CN' : 'en',
    info,
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });
  doc.registerFont('regular', regular);
  doc.registerFont('bold', bold);
  const finish = async () => {
    doc.end();
    await ended;
    return new Uint8Array(Buffer.concat(chunks));
  };
  return { doc, finish };
}
