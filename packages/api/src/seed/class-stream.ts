import { classes, classPostComments, classPosts, type DbOrTx } from '@quanta/db';
import { eq } from 'drizzle-orm';

const HOUR_MS = 60 * 60 * 1000;

/**
 * Announcements in Wang Li's classes: one in Amy's physics class (English) with a question from her
 * parent and the teacher's answer, and one in the Chinese mechanics class.
 */
export async function seedClassStream(db: DbOrTx, ids: Map<string, string>, now: Date) {
  const id = (key: string) => ids.get(key) as string;
  const classNamed = async (name: string) =>
    (await db.select({ id: classes.id }).from(classes).where(eq(classes.name, name)).limit(1))[0]?.id;
  const physics = await classNamed('Modern Physics: Relativity and Quanta');
  const mechanics = await classNamed('高中物理：牛顿力学');
  const at = (hoursAgo: number) => new Date(now.getTime() - hoursAgo * HOUR_MS);
  if (physics) {
    const [post] = await db
      .insert(classPosts)
      .values({
        classId: physics,
        authorId: id('teacherWang'),
        body: '<p><strong>Lab day on Thursday.</strong> We measure the speed of light with a microwave oven and a bar of chocolate; bring a ruler.</p><ul><li>Read section 2.1 first</li><li>The quiz moves to next Monday</li></ul>',
        createdAt: at(30),
        updatedAt: at(30),
      })
      .returning({ id: classPosts.id });
    await db.insert(classPostComments).values([
      {
        postId: post!.id,
        authorId: id('parentChen'),
        body: 'Amy has a dentist appointment that morning; may she join at 10?',
        createdAt: at(26),
      },
      { postId: post!.id, authorId: id('teacherWang'), body: 'Yes, 10 o’clock is fine.', createdAt: at(25) },
    ]);
  }
  if (mechanics) {
    await db.insert(classPosts).values({
      classId: mechanics,
      authorId: id('teacherWang'),
      body: '<p>本周六上午 <strong>9:00</strong> 进行第一次单元测验，范围：牛顿第二定律 $F = ma$ 与斜面问题。请带好计算器。</p>',
      createdAt: at(48),
      updatedAt: at(48),
    });
  }
}
