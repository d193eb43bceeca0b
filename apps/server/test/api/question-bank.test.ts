import { Readable } from 'node:stream';
import { questions, uploads } from '@quanta/db';
import { uploadQuotaBytes } from '@quanta/validators';
import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { UNKNOWN_ID } from '../support/factories/classes';
import { buildQuestion, refuseQuestionsNamedBoom } from '../support/factories/questions';
import { useTestApp } from '../support/fixture';
import { buildStudent, buildTeacher, type TestApp, tokenOf, trpcStatus } from '../support/harness';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** Every field a question file carries, as stored. */
const carried = (q: typeof questions.$inferSelect) => ({
  name: q.name,
  category: q.category,
  qText: q.qText,
  isChoice: q.isChoice,
  numChoice: q.isChoice === 2 ? 4 : q.numChoice,
  correctAnswer: q.correctAnswer,
  difficulty: q.difficulty,
  description: q.description,
  copyright: q.copyright,
  referenceId: q.referenceId,
  answers: [q.answerA, q.answerB, q.answerC, q.answerD, q.answerE],
  showImg: q.showImg,
  grading: [q.answerType, q.tolerance, q.toleranceType, q.unit, q.sigFigs, q.params],
});

/** One question of each supported kind, with math, Chinese, GIFT's special characters and a picture. */
async function buildBank(t: TestApp, teacher: { id: string }) {
  const picture = await t.app.deps.files.save(Readable.from([PNG]), 'png');
  return [
    await buildQuestion(t, teacher, {
      name: 'Newton: second law {F=ma}',
      category: 'Physics',
      qText: '<p>A force of $F = 10\\,\\text{N}$ acts on $m = \\frac{1}{2}\\,\\text{kg}$. What is $a$? ~#=</p>',
      isChoice: 0,
      numChoice: 4,
      correctAnswer: 'C',
      answerA: '<p>$5$</p>',
      answerB: '<p>$10$</p>',
      answerC: '<p>$20\\,\\text{m/s}^2$</p>',
      answerD: '<p>力</p>',
      difficulty: 2,
      description: '<p>From $F = ma$: $a = F/m$.</p>',
      copyright: 'CC BY 4.0',
      referenceId: 'PHY-001',
      image: picture,
      showImg: true,
    }),
    await buildQuestion(t, teacher, {
      name: '二次方程的根',
      category: 'Math',
      qText: '<p>Which are roots of $x^2 - 5x + 6 = 0$?</p>',
      isChoice: 1,
      numChoice: 5,
      correctAnswer: 'B,C',
      answerA: '<p>$1$</p>',
      answerB: '<p>$2$</p>',
      answerC: '<p>$3$</p>',
      answerD: '<p>$6$</p>',
      answerE: '<p>$-2$</p>',
      difficulty: 4,
      description: '',
      copyright: '',
      referenceId: '',
    }),
    await buildQuestion(t, teacher, {
      name: 'Kinetic energy',
      category: 'Math',
      qText: '<p>Give $E_k$ of $m = 2$ at $v = 3$.</p>',
      isChoice: 2,
      correctAnswer: '9',
      answerA: '',
      answerB: '',
      answerC: '',
      answerD: '',
      description: '<p>$E_k = \\tfrac12 mv^2 = 9$</p>',
      referenceId: 'M-3',
      answerType: 'number',
      tolerance: 0.5,
      toleranceType: 'absolute',
    }),
    await buildQuestion(t, teacher, {
      name: 'Projectile range',
      category: 'Physics',
      qText: '<p>A ball leaves at {v0} m/s and 45°. How far does it land?</p>',
      isChoice: 2,
      correctAnswer: '{v0}^2 / 9.8',
      answerA: '',
      answerB: '',
      answerC: '',
      answerD: '',
      answerType: 'number',
      tolerance: 0.02,
      toleranceType: 'relative',
      unit: 'm',
      sigFigs: 3,
      params: [
        { name: 'v0', min: 10, max: 30, step: 5 },
        { name: 'k', values: [1, 2, 3] },
      ],
    }),
    await buildQuestion(t, teacher, {
      name: 'Expand',
      category: 'Math',
      qText: '<p>Expand $2(x+1)$.</p>',
      isChoice: 2,
      correctAnswer: '2*(x+1)',
      answerA: '',
      answerB: '',
      answerC: '',
      answerD: '',
      answerType: 'expression',
    }),
    await buildQuestion(t, teacher, {
      name: 'Units of g',
      category: 'Physics',
      qText: '<p>What is $g$, with its unit?</p>',
      isChoice: 2,
      correctAnswer: '9.8 m/s^2',
      answerA: '',
      answerB: '',
      answerC: '',
      answerD: '',
      difficulty: 5,
    }),
    await buildQuestion(t, teacher, {
      name: 'Explain',
      category: 'Physics',
      qText: '<p>Explain <strong>why</strong> the sky is blue.</p>',
      isChoice: 2,
      correctAnswer: '',
      answerA: '',
      answerB: '',
      answerC: '',
      answerD: '',
      difficulty: 1,
    }),
  ];
}

const mq = (type: string, body: string, name: string) => `  <question type="${type}">
    <name>
      <text>${name}</text>
    </name>
    <questiontext format="html">
      <text><![CDATA[<p>${name}: what is $x$?</p>]]></text>
    </questiontext>
    <generalfeedback format="html">
      <text></text>
    </generalfeedback>
    <defaultgrade>1.0000000</defaultgrade>
    <penalty>0.3333333</penalty>
    <hidden>0</hidden>
    <idnumber></idnumber>
${body}
  </question>`;
const answer = (fraction: number, text: string, extra = '') =>
  `    <answer fraction="${fraction}" format="html">\n      <text><![CDATA[${text}]]></text>\n      <feedback format="html">\n        <text></text>\n      </feedback>${extra}\n    </answer>`;

/** Moodle's documented question types, as its exporter writes them; the supported ones first. */
const moodleKinds: Record<string, (i: number) => string> = {
  single: (i) =>
    mq(
      'multichoice',
      `    <single>true</single>\n    <shuffleanswers>true</shuffleanswers>\n    <answernumbering>abc</answernumbering>\n${[100, 0, 0, 0].map((f, j) => answer(f, `<p>${j}</p>`)).join('\n')}`,
      `Single ${i}`,
    ),
  multi: (i) =>
    mq(
      'multichoice',
      `    <single>false</single>\n    <shuffleanswers>true</shuffleanswers>\n${[50, -100, 50, -100, -100].map((f, j) => answer(f, `<p>${j}</p>`)).join('\n')}`,
      `Multi ${i}`,
    ),
  shortanswer: (i) => mq('shortanswer', `    <usecase>0</usecase>\n${answer(100, 'Newton')}`, `Short ${i}`),
  numerical: (i) => mq('numerical', answer(100, '3.14', '\n      <tolerance>0.01</tolerance>'), `Numerical ${i}`),
  essay: (i) =>
    mq(
      'essay',
      '    <responseformat>editor</responseformat>\n    <responserequired>1</responserequired>',
      `Essay ${i}`,
    ),
  truefalse: (i) => mq('truefalse', `${answer(100, 'true')}\n${answer(0, 'false')}`, `TrueFalse ${i}`),
  matching: (i) =>
    mq(
      'matching',
      '    <subquestion format="html">\n      <text><![CDATA[<p>H</p>]]></text>\n      <answer>\n        <text>Hydrogen</text>\n      </answer>\n    </subquestion>',
      `Matching ${i}`,
    ),
  multianswer: (i) => mq('multianswer', '', `Cloze ${i}`),
  calculated: (i) => mq('calculated', answer(100, '{a} + {b}'), `Calculated ${i}`),
  ddwtos: (i) => mq('ddwtos', '', `Drag ${i}`),
  description: (i) => mq('description', '', `Description ${i}`),
  threeChoices: (i) =>
    mq(
      'multichoice',
      `    <single>true</single>\n${[100, 0, 0].map((f, j) => answer(f, `<p>${j}</p>`)).join('\n')}`,
      `Three ${i}`,
    ),
};
const cycle = Object.keys(moodleKinds);
const supportedKinds = new Set(['single', 'multi', 'shortanswer', 'numerical', 'essay']);

function moodleFile(n: number): { xml: string; skipped: number[] } {
  const parts = ['<?xml version="1.0" encoding="UTF-8"?>', '<quiz>'];
  const skipped: number[] = [];
  for (let i = 1; i <= n; i += 1) {
    if (i % 20 === 1) {
      parts.push(
        `<!-- question: 0  -->\n  <question type="category">\n    <category>\n      <text>$course$/top/Math</text>\n    </category>\n  </question>`,
      );
    }
    const kind = cycle[(i - 1) % cycle.length]!;
    if (!supportedKinds.has(kind)) skipped.push(i);
    parts.push(`<!-- question: ${1000 + i}  -->`, moodleKinds[kind]!(i));
  }
  parts.push('</quiz>');
  return { xml: parts.join('\n'), skipped };
}

describe('question files: Moodle XML and GIFT', () => {
  const t = useTestApp();
  let teacher: Awaited<ReturnType<typeof buildTeacher>>;
  let token: string;
  let bank: Awaited<ReturnType<typeof buildBank>>;

  beforeAll(async () => {
    teacher = await buildTeacher(t);
    token = await tokenOf(t, teacher);
    bank = await buildBank(t, teacher);
  });

  const importAs = async (format: 'moodle' | 'gift', content: string, language: 'en' | 'zh') =>
    t.rest('POST', '/teacher/importQuestionBank', { token, body: { format, content, language } });

  const importedIn = (language: 'en' | 'zh') =>
    t.app.deps.db
      .select()
      .from(questions)
      .where(and(eq(questions.teacherId, teacher.id), eq(questions.language, language)));

  it('Quanta → Moodle XML → Quanta keeps every field, the picture included', async () => {
    const exported = await t.rest('POST', '/teacher/exportQuestionBank', {
      token,
      body: { format: 'moodle', questionIds: bank.map((q) => q.id) },
    });
    expect(exported.status).toBe(200);
    const xml: string = exported.body.result.content;
    expect(xml).toContain('<question type="multichoice">');
    expect(xml).toContain('<question type="numerical">');
    expect(xml).toContain('<question type="shortanswer">');
    expect(xml).toContain('<question type="essay">');
    expect(xml).toContain('encoding="base64"');
    const res = await importAs('moodle', xml, 'zh');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.result).toMatchObject({ count: 7, skipped: [] });
    const back = await importedIn('zh');
    const byName = new Map(back.map((q) => [q.name, q]));
    for (const original of bank) {
      const copy = byName.get(original.name)!;
      expect(carried(copy), original.name).toEqual(carried(original));
    }
    const picture = byName.get(bank[0]!.name)!.image;
    expect(picture).not.toBe(bank[0]!.image);
    const file = await t.app.deps.files.resolve(picture);
    const chunks: Buffer[] = [];
    for await (const chunk of file!.open()) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).equals(PNG)).toBe(true);
  });

  it('Quanta → GIFT → Quanta keeps every field GIFT carries (pictures do not travel in GIFT)', async () => {
    const exported = await t.trpc(token).teacher.exportQuestionBank.mutate({ format: 'gift', language: 'en' });
    expect(exported.count).toBe(7);
    expect(exported.content).toContain('$CATEGORY: $course$/top/Physics');
    expect(exported.content).toContain('\\{F\\=ma\\}');
    const other = await buildTeacher(t);
    const otherToken = await tokenOf(t, other);
    const res = await t.trpc(otherToken).teacher.importQuestionBank.mutate({
      format: 'gift',
      content: exported.content,
      language: 'en',
    });
    expect(res).toMatchObject({ count: 7, skipped: [] });
    const back = await t.app.deps.db.select().from(questions).where(eq(questions.teacherId, other.id));
    const byName = new Map(back.map((q) => [q.name, q]));
    for (const original of bank) {
      const copy = byName.get(original.name)!;
      expect({ ...carried(copy), showImg: original.showImg }, original.name).toEqual(carried(original));
    }
  });

  it('imports 50 Moodle questions of mixed types, reporting each unsupported one by number', async () => {
    const { xml, skipped } = moodleFile(50);
    const res = await importAs('moodle', xml, 'en');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const result = res.body.result;
    expect(result.count).toBe(50 - skipped.length);
    expect(result.skipped.map((s: { number: number }) => s.number)).toEqual(skipped);
    expect(result.skipped.find((s: { type: string }) => s.type === 'truefalse').reason).toContain('not supported');
    expect(result.skipped.find((s: { number: number }) => s.number === 12).reason).toContain('3 choices');
    // Each reason is a message key with its values, for the web app to translate.
    expect(result.skipped.find((s: { type: string }) => s.type === 'truefalse')).toMatchObject({
      key: 'importSkipUnsupportedType',
      values: { type: 'truefalse' },
    });
    expect(result.skipped.find((s: { number: number }) => s.number === 12)).toMatchObject({
      key: 'importSkipChoiceCount',
      values: { count: 3 },
    });
    const multi = await t.app.deps.db
      .select()
      .from(questions)
      .where(and(eq(questions.teacherId, teacher.id), eq(questions.name, 'Multi 2')));
    expect(multi[0]).toMatchObject({ isChoice: 1, numChoice: 5, correctAnswer: 'A,C', category: 'Math' });
    const numerical = await t.app.deps.db
      .select()
      .from(questions)
      .where(and(eq(questions.teacherId, teacher.id), eq(questions.name, 'Numerical 4')));
    // graded as a number within Moodle's (absolute) tolerance
    expect(numerical[0]).toMatchObject({
      isChoice: 2,
      correctAnswer: '3.14',
      answerType: 'number',
      tolerance: 0.01,
      toleranceType: 'absolute',
    });
  });

  it('reports each GIFT question it skips by number, as a message key with its values', async () => {
    const gift = [
      '::Kept:: Which is a vector? {=force ~mass ~time ~energy}',
      '::TF:: The earth is round. {T}',
      '::Three:: Pick one {=a ~b ~c}',
      '::Two right:: Pick one {=a =b ~c ~d}',
      '::Numeric:: Speed of light in km/s? {#299792:100}',
    ].join('\n\n');
    const res = await importAs('gift', gift, 'en');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.result.count).toBe(2);
    expect(res.body.result.skipped).toEqual([
      {
        number: 2,
        type: 'TF',
        key: 'importSkipUnsupportedType',
        values: { type: 'true/false' },
        reason: 'the true/false type is not supported',
      },
      {
        number: 3,
        type: 'MC',
        key: 'importSkipChoiceCount',
        values: { count: 3 },
        reason: 'it has 3 choices; Quanta takes 4 or 5',
      },
      {
        number: 4,
        type: 'MC',
        key: 'importSkipOneCorrect',
        values: {},
        reason: 'a single-answer question needs exactly one correct choice',
      },
    ]);
  });

  it('checks a question file with the edit form’s rules, reporting a bad field as a key', async () => {
    const bad = `<?xml version="1.0" encoding="UTF-8"?><quiz>
  <question type="shortanswer">
    <name><text>Unit</text></name>
    <questiontext format="html"><text><![CDATA[<p>g?</p>]]></text></questiontext>
    <answer fraction="100"><text>9.8</text></answer>
    <tags><tag><text>quanta-grading:${Buffer.from(
      JSON.stringify({ answerType: 'number', tolerance: -1, toleranceType: 'absolute', unit: '', params: [] }),
    ).toString('base64url')}</text></tag></tags>
  </question>
  <question type="multichoice">
    <name><text>Empty choice</text></name>
    <questiontext format="html"><text>Pick</text></questiontext>
    <single>true</single>
    <answer fraction="100"><text>a</text></answer>
    <answer fraction="0"><text>b</text></answer>
    <answer fraction="0"><text><![CDATA[<script>x</script>]]></text></answer>
    <answer fraction="0"><text>d</text></answer>
  </question>
  <question type="essay">
    <name><text>Fine</text></name>
    <questiontext format="html"><text>Explain.</text></questiontext>
  </question>
</quiz>`;
    const res = await importAs('moodle', bad, 'en');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.result.count).toBe(2);
    // The grading tag that does not read as the shared schema is dropped; the sanitised-away choice is not.
    expect(res.body.result.skipped).toEqual([
      {
        number: 2,
        type: 'single',
        key: 'importSkipChoiceRequired',
        values: { letter: 'C' },
        reason: 'answerC is required for a select question',
      },
    ]);
  });

  it('leaves no question, no picture and no used quota behind when the insert fails part-way', async () => {
    const solo = await buildTeacher(t);
    const soloToken = await tokenOf(t, solo);
    const png = PNG.toString('base64');
    const pictured = (name: string) => `  <question type="essay">
    <name><text>${name}</text></name>
    <questiontext format="html"><text><![CDATA[<p>See the picture.</p><p><img src="@@PLUGINFILE@@/p.png"></p>]]></text>
      <file name="p.png" path="/" encoding="base64">${png}</file>
    </questiontext>
  </question>`;
    const names = Array.from({ length: 30 }, (_, i) => (i === 25 ? 'BOOM' : `Pictured ${i}`));
    const xml = `<?xml version="1.0" encoding="UTF-8"?><quiz>\n${names.map(pictured).join('\n')}\n</quiz>`;
    const { db, files } = t.app.deps;
    const usedBytes = async () =>
      (await db.select({ bytes: uploads.bytes }).from(uploads).where(eq(uploads.userId, solo.id))).reduce(
        (sum, u) => sum + u.bytes,
        0,
      );
    const countOf = () => db.$count(questions, eq(questions.teacherId, solo.id));
    const saved: string[] = [];
    const save = files.save;
    files.save = async (source, ext) => {
      const path = await save(source, ext);
      saved.push(path);
      return path;
    };
    const allowBoom = await refuseQuestionsNamedBoom(t);
    try {
      const res = await t.rest('POST', '/teacher/importQuestionBank', {
        token: soloToken,
        body: { format: 'moodle', content: xml, language: 'en' },
      });
      expect(res.status).toBe(500);
      // The pictures were written before the insert failed, and are gone again.
      expect(saved).toHaveLength(30);
      for (const path of saved) expect(await files.resolve(path)).toBeNull();
      expect(await countOf()).toBe(0);
      expect(await usedBytes()).toBe(0);
    } finally {
      files.save = save;
      await allowBoom();
    }
    const again = await t.rest('POST', '/teacher/importQuestionBank', {
      token: soloToken,
      body: { format: 'moodle', content: xml, language: 'en' },
    });
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(again.body.result.count).toBe(30);
    expect(await countOf()).toBe(30);
    expect(await usedBytes()).toBe(30 * PNG.length);
    const stored = await db.select({ image: questions.image }).from(questions).where(eq(questions.teacherId, solo.id));
    for (const { image } of stored) expect(await files.resolve(image)).not.toBeNull();
  });

  it('refuses a file whose pictures pass the upload quota, storing none of them', async () => {
    const solo = await buildTeacher(t);
    const { db } = t.app.deps;
    // Nearly the whole quota already used by one earlier upload.
    const quota = uploadQuotaBytes.Teacher;
    await db.insert(uploads).values({ path: '/uploads/2026/01/earlier.png', userId: solo.id, bytes: quota - 10 });
    const xml = `<?xml version="1.0" encoding="UTF-8"?><quiz>
  <question type="essay">
    <name><text>Pictured</text></name>
    <questiontext format="html"><text>See.</text>
      <file name="p.png" path="/" encoding="base64">${PNG.toString('base64')}</file>
    </questiontext>
  </question>
</quiz>`;
    const res = await t.rest('POST', '/teacher/importQuestionBank', {
      token: await tokenOf(t, solo),
      body: { format: 'moodle', content: xml, language: 'en' },
    });
    expect(res.status).toBe(413);
    expect(await db.$count(questions, eq(questions.teacherId, solo.id))).toBe(0);
    expect(await db.$count(uploads, eq(uploads.userId, solo.id))).toBe(1);
  });

  it('refuses bad files cleanly and stores nothing', async () => {
    const before = (await t.app.deps.db.select({ id: questions.id }).from(questions)).length;
    const notXml = await importAs('moodle', 'this is not xml <quiz', 'en');
    expect(notXml.status).toBe(400);
    expect(notXml.body.msg).toMatch(/not well-formed XML/);
    const bomb = `<?xml version="1.0"?>
<!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">
<!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;">]>
<quiz><question type="essay"><name><text>&lol3;</text></name></question></quiz>`;
    const entities = await importAs('moodle', bomb, 'en');
    expect(entities.status).toBe(400);
    expect(entities.body.msg).toMatch(/entities or a DOCTYPE/);
    expect((await importAs('moodle', '<?xml version="1.0"?><html></html>', 'en')).body.msg).toMatch(/<quiz>/);
    const gift = await importAs('gift', '::Broken:: What? {=a ~b', 'en');
    expect(gift.status).toBe(400);
    expect(gift.body.msg).toMatch(/GIFT file cannot be read at line/);
    // 10 MB of questions: past the largest body the API takes.
    const huge = moodleFile(15000).xml;
    expect(huge.length).toBeGreaterThan(10 * 1024 * 1024);
    const big = await importAs('moodle', huge, 'en');
    expect(big.status).toBe(413);
    expect(big.body.msg).toBe('Request body too large');
    // Just within the body limit but past the file size a question file may have.
    const over = await importAs('moodle', `${moodleFile(1).xml}${' '.repeat(1_000_000)}`, 'en');
    expect(over.status).toBe(400);
    expect(over.body.msg).toMatch(/content: must be at most/);
    const nothing = await importAs('moodle', moodleFile(0).xml, 'en');
    expect(nothing.status).toBe(400);
    expect((await t.app.deps.db.select({ id: questions.id }).from(questions)).length).toBe(before);
  });

  it('refuses signed-out callers, students, and another teacher’s questions', async () => {
    const body = { format: 'moodle', questionIds: [bank[0]!.id] };
    expect((await t.rest('POST', '/teacher/exportQuestionBank', { body })).status).toBe(401);
    const student = await tokenOf(t, await buildStudent(t));
    expect((await t.rest('POST', '/teacher/exportQuestionBank', { body, token: student })).status).toBe(403);
    expect(
      (
        await t.rest('POST', '/teacher/importQuestionBank', {
          body: { format: 'gift', content: '::a::b{}' },
          token: student,
        })
      ).status,
    ).toBe(403);
    const other = await tokenOf(t, await buildTeacher(t));
    expect((await t.rest('POST', '/teacher/exportQuestionBank', { body, token: other })).status).toBe(403);
    expect(
      await trpcStatus(t.trpc(other).teacher.exportQuestionBank.mutate({ format: 'gift', questionIds: [UNKNOWN_ID] })),
    ).toBe(404);
    expect((await t.rest('POST', '/teacher/exportQuestionBank', { body: { format: 'pdf' }, token })).status).toBe(400);
    const mine = await t.app.deps.db
      .select({ id: questions.id })
      .from(questions)
      .where(inArray(questions.id, [bank[0]!.id]));
    expect(mine).toHaveLength(1);
  });
});
