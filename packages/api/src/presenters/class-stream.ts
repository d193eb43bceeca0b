import type { ClassPostCommentRow, ClassPostRow, PostFile, UserRow } from '@quanta/db';
import { z } from 'zod';
import { isoTime } from './time';
import { count, instant, named, wire } from './wire';

/** A file of an announcement: its public path, the name it was attached under, its size and type. */
export const classPostFileShape = named(
  'ClassPostFile',
  wire({ path: z.string(), name: z.string(), bytes: count, type: z.string() }),
);

/** A comment on an announcement, its author by display name and role only (never an e-mail). */
export const classPostCommentShape = named(
  'ClassPostComment',
  wire({
    _id: z.string(),
    body: z.string(),
    author: wire({ name: z.string(), role: z.enum(['Student', 'Parent', 'Teacher']) }),
    createdAt: instant,
    /** Written by the caller (who may delete it). */
    mine: z.boolean(),
  }),
);

/** An announcement of a class's stream with its files and comments, oldest comment first. */
export const classPostShape = named(
  'ClassPost',
  wire({
    _id: z.string(),
    /** Sanitised rich HTML. */
    body: z.string(),
    files: z.array(classPostFileShape),
    commentsOn: z.boolean(),
    author: wire({ name: z.string() }),
    createdAt: instant,
    comments: z.array(classPostCommentShape),
  }),
);

/** One page of a class's stream, newest announcement first, with the class it is of. */
export const classPostsShape = named(
  'ClassPosts',
  wire({
    class: wire({ _id: z.string(), name: z.string() }),
    list: z.array(classPostShape),
    total: count,
    /** The school's time zone, in which the screens show each time. */
    timeZone: z.string(),
  }),
);

export type ClassPostView = z.infer<typeof classPostShape>;
export type ClassPostCommentView = z.infer<typeof classPostCommentShape>;

type Author = Pick<UserRow, 'id' | 'name' | 'role'>;

const presentFile = (f: PostFile) => ({ path: f.path, name: f.name, bytes: f.bytes, type: f.type });

export function presentClassPostComment(row: ClassPostCommentRow, author: Author, me: UserRow): ClassPostCommentView {
  return {
    _id: row.id,
    body: row.body,
    author: { name: author.name, role: author.role },
    createdAt: isoTime(row.createdAt),
    mine: row.authorId === me.id,
  };
}

export function presentClassPost(
  row: ClassPostRow,
  author: Pick<UserRow, 'name'>,
  comments: ClassPostCommentView[],
): ClassPostView {
  return {
    _id: row.id,
    body: row.body,
    files: row.files.map(presentFile),
    commentsOn: row.commentsOn,
    author: { name: author.name },
    createdAt: isoTime(row.createdAt),
    comments,
  };
}
