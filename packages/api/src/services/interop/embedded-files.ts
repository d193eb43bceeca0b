import { type BankPicture, type Noter, pictureType, pluginFile } from './model';

/**
 * The files a Moodle question ships beside its texts (`<file name="x.png" encoding="base64">` inside the
 * element whose HTML shows `@@PLUGINFILE@@/x.png`). Pictures are kept, each once per question under a
 * name unique to the question; any other file (a sound, a PDF) is named in a note and its references
 * leave the HTML.
 */
export class FileShelf {
  readonly files: BankPicture[] = [];
  private readonly byName = new Map<string, BankPicture[]>();
  private readonly note: Noter;

  constructor(note: Noter) {
    this.note = note;
  }

  /** A picture's name on the shelf: the same bytes under the same name are one file. */
  private shelve(name: string, bytes: Uint8Array): string {
    const same = this.byName.get(name)?.find((f) => Buffer.from(f.bytes).equals(Buffer.from(bytes)));
    if (same) return same.name;
    const unique = this.files.some((f) => f.name === name) ? `${this.files.length + 1}-${name}` : name;
    const file = { name: unique, bytes };
    this.files.push(file);
    this.byName.set(name, [...(this.byName.get(name) ?? []), file]);
    return unique;
  }

  /**
   * The HTML of one element with its own files shelved: each reference to a picture names its shelved
   * file, a reference to any other file (or to a file the element does not ship) is taken out.
   */
  html(html: string, fileNodes: { name: string; base64: string }[]): string {
    const names = new Map<string, string>();
    for (const f of fileNodes) {
      const name = f.name.replace(/[^A-Za-z0-9._-]/g, '_') || 'picture';
      const bytes = new Uint8Array(Buffer.from(f.base64.replace(/\s+/g, ''), 'base64'));
      if (pictureType(bytes)) names.set(f.name, this.shelve(name, bytes));
      else this.note('importNoteFileDropped', { name: f.name });
    }
    const shelved = (ref: string) => {
      let decoded = ref;
      try {
        decoded = decodeURIComponent(ref);
      } catch {
        // A malformed escape names no file.
      }
      return names.get(decoded) ?? names.get(ref);
    };
    const pattern = /@@PLUGINFILE@@\/([^"'\s>]+)/;
    return html
      .replace(/<img\b[^>]*>/gi, (tag) => {
        const ref = pattern.exec(tag)?.[1];
        if (ref === undefined) return tag;
        const name = shelved(ref);
        return name ? tag.replace(pattern, `${pluginFile}${name}`) : '';
      })
      .replace(/<a\b[^>]*@@PLUGINFILE@@\/[^>]*>([\s\S]*?)<\/a>/gi, (whole, inner: string) => {
        const ref = pattern.exec(whole)?.[1];
        const name = ref === undefined ? undefined : shelved(ref);
        return name ? whole.replace(pattern, `${pluginFile}${name}`) : inner;
      });
  }

  /** A shelved picture, taken off the shelf (the question's own picture). */
  take(name: string): BankPicture | undefined {
    const at = this.files.findIndex((f) => f.name === name);
    return at < 0 ? undefined : this.files.splice(at, 1)[0];
  }

  /** A file that is not referenced by any HTML, shelved for the question's picture. */
  loose(name: string, base64: string): BankPicture | undefined {
    const bytes = new Uint8Array(Buffer.from(base64.replace(/\s+/g, ''), 'base64'));
    if (!pictureType(bytes)) {
      this.note('importNoteFileDropped', { name });
      return undefined;
    }
    return { name: name.replace(/[^A-Za-z0-9._-]/g, '_') || 'picture', bytes };
  }
}

/** The picture Quanta writes at the end of a question's text: the last paragraph, an `<img>` alone. */
const trailingPicture = /(?:<p>\s*)?<img\b[^>]*\bsrc="@@PLUGINFILE@@\/([^"]+)"[^>]*>(?:\s*<\/p>)?\s*$/i;

/** The question's picture as the text's trailing lone picture, and the text without it. */
export function splitTrailingPicture(text: string): { text: string; name?: string } {
  const m = trailingPicture.exec(text);
  if (!m) return { text };
  return { text: text.slice(0, m.index).trim(), name: m[1] };
}
