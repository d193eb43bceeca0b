import { questions } from '@quanta/db';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildQuestion } from '../support/factories/questions';
import { useTestApp } from '../support/fixture';
import { buildTeacher, tokenOf } from '../support/harness';

/** `n` formatting tags nested in one paragraph, like `<b><i><b><i>…deep…</i></b></i></b>`. */
const nestedTags = (n: number) => {
  const names = Array.from({ length: n }, (_, i) => (i % 2 === 0 ? 'b' : 'i'));
  return `<p>${names.map((t) => `<${t}>`).join('')}deep${names
    .reverse()
    .map((t) => `</${t}>`)
    .join('')}</p>`;
};
const escapeXml = (s: string) => s.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
const essay = (text: string) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<quiz>\n  <question type="essay">\n    <name><text>Deep</text></name>\n    <questiontext format="html"><text>${text}</text></questiontext>\n  </question>\n</quiz>\n`;

describe('question import: nesting limits answer 400, never 500', () => {
  const t = useTestApp();
  let teacher: Awaited<ReturnType<typeof buildTeacher>>;
  let token: string;
  beforeAll(async () => {
    teacher = await buildTeacher(t);
    token = await tokenOf(t, teacher);
  });
  const importAs = (format: 'moodle' | 'gift', content: string) =>
    t.rest('POST', '/teacher/importQuestionBank', { token, body: { format, content, language: 'en' } });
  const stored = () => t.app.deps.db.$count(questions, eq(questions.teacherId, teacher.id));

  it('refuses a Moodle XML file whose elements nest 101 deep', async () => {
    const deep = `<?xml version="1.0"?>\n<quiz>${'<a>'.repeat(101)}${'</a>'.repeat(101)}</quiz>`;
    expect(deep.length).toBeLessThan(800);
    const res = await importAs('moodle', deep);
    expect(res).toMatchObject({
      status: 400,
      body: { key: 'bankTooDeep', msg: 'The file nests its elements more than 100 deep' },
    });
    // Deeper still, and as elements inside a question's text: the same refusal.
    const deeper = essay(`${'<b><i>'.repeat(60)}x${'</i></b>'.repeat(60)}`);
    expect((await importAs('moodle', deeper)).body.key).toBe('bankTooDeep');
    expect((await importAs('moodle', `<quiz>${'<a>'.repeat(5000)}${'</a>'.repeat(5000)}</quiz>`)).status).toBe(400);
    expect(await stored()).toBe(0);
  });

  it('refuses 120 nested tags in a question text, XML-escaped or as CDATA, storing nothing', async () => {
    for (const text of [escapeXml(nestedTags(120)), `<![CDATA[${nestedTags(120)}]]>`]) {
      const res = await importAs('moodle', essay(text));
      expect(res.status).toBe(400);
      expect(res.body.key).toBe('bankNothingValid');
      expect(res.body.msg).toBe(
        'No question was imported: question 1: question nests its formatting more than 100 deep',
      );
    }
    const gift = await importAs('gift', `::Deep::[html]${nestedTags(120)} {}`);
    expect(gift.status).toBe(400);
    expect(gift.body.key).toBe('bankNothingValid');
    expect(await stored()).toBe(0);
    // Within the limit the same question imports.
    expect((await importAs('moodle', essay(escapeXml(nestedTags(90))))).status).toBe(200);
    expect(await stored()).toBe(1);
    await t.app.deps.db.delete(questions).where(eq(questions.teacherId, teacher.id));
  });

  it('refuses deep nesting on the ordinary save path with a 400 naming the field', async () => {
    const q = await buildQuestion(t, teacher);
    const body = (o: Record<string, unknown>) => ({
      _id: q.id,
      name: 'Deep',
      category: 'Physics',
      qText: '<p>Plain</p>',
      image: '',
      showImg: false,
      isChoice: '2',
      numChoice: 4,
      correctAnswer: '',
      difficuty: 3,
      description: '',
      source: null,
      copyright: '',
      answerA: '',
      answerB: '',
      answerC: '',
      answerD: '',
      answerE: '',
      language: 'en',
      referenceId: '',
      libraryId: null,
      chapterId: null,
      sectionId: null,
      ...o,
    });
    for (const qText of [nestedTags(120), nestedTags(20_000)]) {
      const res = await t.rest('PUT', '/teacher/updateQuestion', { token, body: body({ qText }) });
      expect(res).toMatchObject({ status: 400, body: { msg: 'qText nests its formatting more than 100 deep' } });
    }
    const solution = await t.rest('PUT', '/teacher/updateQuestion', {
      token,
      body: body({ description: nestedTags(120) }),
    });
    expect(solution.status).toBe(400);
    const [row] = await t.app.deps.db.select().from(questions).where(eq(questions.id, q.id));
    expect(row?.qText).toBe(q.qText);
    const fine = await t.rest('PUT', '/teacher/updateQuestion', { token, body: body({ qText: nestedTags(90) }) });
    expect(fine.status).toBe(200);
  });
});
