import { type DbOrTx, type PostFile, type UserRow, uploads } from '@quanta/db';
import { type ClassPostFileInput, classPostFileExtensions } from '@quanta/validators';
import { and, eq, inArray } from 'drizzle-orm';
import { fail } from '../../errors';
import { storedTypes } from '../../files/store';

/** The type each file of an announcement is served with, by its stored extension. */
const typeOf: Record<(typeof classPostFileExtensions)[number], string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
};

const extensionOf = (path: string) => {
  const ext = /\.([a-z0-9]+)$/.exec(path)?.[1] ?? '';
  return (classPostFileExtensions as readonly string[]).includes(ext)
    ? (ext as (typeof classPostFileExtensions)[number])
    : undefined;
};

/**
 * The files of an announcement as stored: each a document or picture upload of the poster (a file the
 * announcement already holds stays, whoever uploaded it). 400 naming the file's path otherwise.
 */
export async function postFilesOf(
  db: DbOrTx,
  poster: UserRow,
  files: ClassPostFileInput[],
  kept: PostFile[] = [],
): Promise<PostFile[]> {
  const already = new Map(kept.map((f) => [f.path, f]));
  const fresh = files.map((f) => f.path).filter((path) => !already.has(path));
  const owned =
    fresh.length === 0
      ? []
      : await db
          .select({ path: uploads.path, bytes: uploads.bytes })
          .from(uploads)
          .where(and(eq(uploads.userId, poster.id), inArray(uploads.path, fresh)));
  const bytesOf = new Map(owned.map((u) => [u.path, u.bytes]));
  return files.map((file, i) => {
    const field = `files.${i}.path`;
    const known = already.get(file.path);
    if (known) return { ...known, name: file.name };
    const ext = extensionOf(file.path);
    if (!ext) throw fail.badRequest('classPostFileKind', { field });
    const bytes = bytesOf.get(file.path);
    if (bytes === undefined) throw fail.badRequest('classPostFileNotYours', { field });
    return { path: file.path, name: file.name, bytes, type: storedTypes[ext] ?? typeOf[ext] };
  });
}
