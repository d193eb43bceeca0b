import { z } from 'zod';
import { flag } from './classes';
import { id, page, pageSize, requiredText, str } from './common';
import { limits } from './limits';

/** Bounds of a class's stream: announcements, their files and comments. */
export const classStreamLimits = {
  /** Announcements per page of the stream. */
  postsPageSize: 10,
  filesMax: 10,
  fileName: 200,
  filePath: 300,
  comment: 2000,
} as const;

/**
 * The stored extensions an announcement's file may have: a picture (`image` upload) or a document
 * (`document` upload: PDF, Word, Excel, PowerPoint).
 */
export const classPostFileExtensions = ['png', 'jpg', 'gif', 'webp', 'pdf', 'docx', 'xlsx', 'pptx'] as const;

/** One page of a class's stream, newest first. */
export const classPostsInput = z.object({
  classId: id,
  page,
  pageSize: pageSize(classStreamLimits.postsPageSize),
});

/** Rich HTML as the editor sends it; the server sanitises it and refuses it when nothing is left. */
const postBody = str()
  .trim()
  .min(1, { error: 'is required' })
  .max(limits.richText, { error: `must be at most ${limits.richText} characters` });

const postFile = z.object({
  path: str().max(classStreamLimits.filePath, { error: `must be at most ${classStreamLimits.filePath} characters` }),
  name: requiredText(classStreamLimits.fileName),
});

const postFiles = z
  .array(postFile, { error: 'must be a list' })
  .max(classStreamLimits.filesMax, { error: `must list at most ${classStreamLimits.filesMax} files` })
  .refine((files) => new Set(files.map((f) => f.path)).size === files.length, {
    error: 'must not list a file twice',
  });

/** A new announcement: rich text (sanitised on the server), the teacher's uploads, whether families may comment. */
export const createClassPostInput = z.object({
  classId: id,
  body: postBody,
  files: postFiles.optional().default([]),
  commentsOn: flag.optional().default(true),
});

/** A change of an announcement: any of its text, files and comment switch (what is left out stays). */
export const updateClassPostInput = z.object({
  postId: id,
  body: postBody.optional(),
  files: postFiles.optional(),
  commentsOn: flag.optional(),
});

export const classPostIdInput = z.object({ postId: id });

/** A comment on an announcement: plain text. */
export const addClassPostCommentInput = z.object({
  postId: id,
  body: requiredText(classStreamLimits.comment),
});

export const classPostCommentIdInput = z.object({ commentId: id });

export type CreateClassPostInput = z.infer<typeof createClassPostInput>;
export type UpdateClassPostInput = z.infer<typeof updateClassPostInput>;
export type ClassPostFileInput = z.infer<typeof postFile>;
