import {
  type ClassPostRow,
  classes,
  classPostComments,
  classPosts,
  type DbOrTx,
  type UserRow,
  users,
} from '@quanta/db';
import type { CreateClassPostInput, UpdateClassPostInput } from '@quanta/validators';
import { isBlankHtml } from '@quanta/validators/html-text';
import { asc, desc, eq, inArray } from 'drizzle-orm';
import { ownedRow, Permission, requireAccess } from '../../access/access';
import type { Deps } from '../../deps';
import { fail } from '../../errors';
import {
  type ClassPostCommentView,
  type ClassPostView,
  presentClassPost,
  presentClassPostComment,
} from '../../presenters/class-stream';
import { type PageInput, pageOf } from '../paging';
import { richTextMaxDepth, sanitiseRichTextWithin } from '../richtext/sanitise';
import { postFilesOf } from './post-files';

/** The announcement's text made safe; 400 on `body` when it nests too deep or nothing is left to announce. */
function sanitisedBody(html: string): string {
  const clean = sanitiseRichTextWithin(html);
  if (clean === null) throw fail.badRequest('importSkipTooDeep', { field: 'body', max: richTextMaxDepth });
  if (isBlankHtml(clean)) throw fail.badRequest('classPostEmpty', { field: 'body' });
  return clean;
}

/** The comments of the announcements `postIds`, oldest first, each with its author's name and role. */
async function commentsOf(db: DbOrTx, me: UserRow, postIds: string[]): Promise<Map<string, ClassPostCommentView[]>> {
  const byPost = new Map<string, ClassPostCommentView[]>(postIds.map((id) => [id, []]));
  if (postIds.length === 0) return byPost;
  const rows = await db
    .select({ comment: classPostComments, author: { id: users.id, name: users.name, role: users.role } })
    .from(classPostComments)
    .innerJoin(users, eq(users.id, classPostComments.authorId))
    .where(inArray(classPostComments.postId, postIds))
    .orderBy(asc(classPostComments.createdAt), asc(classPostComments.id));
  for (const r of rows) byPost.get(r.comment.postId)?.push(presentClassPostComment(r.comment, r.author, me));
  return byPost;
}

/** One announcement as the stream shows it, with its author and comments. */
async function presentOne(db: DbOrTx, me: UserRow, row: ClassPostRow): Promise<ClassPostView> {
  const [[author], comments] = await Promise.all([
    db.select({ name: users.name }).from(users).where(eq(users.id, row.authorId)).limit(1),
    commentsOf(db, me, [row.id]),
  ]);
  return presentClassPost(row, author ?? { name: '' }, comments.get(row.id) ?? []);
}

/** A page of a class's stream, newest first: its teacher, an admin, and the class's students and their parents. */
export async function getClassPosts(deps: Deps, me: UserRow, input: { classId: string } & PageInput) {
  await requireAccess(deps.db, me, Permission.ClassStreamRead, input.classId, deps.now());
  const where = eq(classPosts.classId, input.classId);
  const [[klass], page] = await Promise.all([
    deps.db.select({ id: classes.id, name: classes.name }).from(classes).where(eq(classes.id, input.classId)).limit(1),
    pageOf(
      deps.db,
      { table: classPosts, where },
      deps.db
        .select({ post: classPosts, author: { name: users.name } })
        .from(classPosts)
        .innerJoin(users, eq(users.id, classPosts.authorId))
        .where(where)
        .orderBy(desc(classPosts.createdAt), desc(classPosts.id))
        .$dynamic(),
      input,
    ),
  ]);
  const comments = await commentsOf(
    deps.db,
    me,
    page.list.map((r) => r.post.id),
  );
  return {
    class: { _id: klass!.id, name: klass!.name },
    list: page.list.map((r) => presentClassPost(r.post, r.author, comments.get(r.post.id) ?? [])),
    total: page.total,
    timeZone: deps.school.timeZone,
  };
}

/** A new announcement in a class by its teacher (or an admin): sanitised text and the poster's own uploads. */
export async function createClassPost(deps: Deps, me: UserRow, input: CreateClassPostInput) {
  const now = deps.now();
  await requireAccess(deps.db, me, Permission.ClassStreamWrite, input.classId, now);
  const body = sanitisedBody(input.body);
  const files = await postFilesOf(deps.db, me, input.files);
  const [row] = await deps.db
    .insert(classPosts)
    .values({
      classId: input.classId,
      authorId: me.id,
      body,
      files,
      commentsOn: input.commentsOn,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  return presentClassPost(row!, me, []);
}

/** Changes an announcement's text, files or comment switch; what the input leaves out stays. */
export async function updateClassPost(deps: Deps, me: UserRow, input: UpdateClassPostInput) {
  const row = await deps.db.transaction(async (tx) => {
    const post = await ownedRow<ClassPostRow>(tx, me, Permission.ClassPostManage, input.postId, true);
    const changes: Partial<typeof classPosts.$inferInsert> = { updatedAt: deps.now() };
    if (input.body !== undefined) changes.body = sanitisedBody(input.body);
    if (input.files !== undefined) changes.files = await postFilesOf(tx, me, input.files, post.files);
    if (input.commentsOn !== undefined) changes.commentsOn = input.commentsOn;
    const [updated] = await tx.update(classPosts).set(changes).where(eq(classPosts.id, post.id)).returning();
    return updated!;
  });
  return presentOne(deps.db, me, row);
}

/** Deletes an announcement and its comments (its files stay in the poster's uploads). */
export async function deleteClassPost(deps: Deps, me: UserRow, postId: string) {
  const post = await ownedRow<ClassPostRow>(deps.db, me, Permission.ClassPostManage, postId);
  await deps.db.delete(classPosts).where(eq(classPosts.id, post.id));
  return { id: post.id };
}
