import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { type QuestionRow, questions, uploads } from '@quanta/db';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../support/fixture';
import { buildTeacher, tokenOf } from '../support/harness';

/**
 * Question files nobody here wrote (see fixtures/moodle/README.md for each one's source), imported
 * through the API. For each file: how many questions Moodle's own readers find in it, reasoned from
 * qformat_xml and qformat_gift, and how many Quanta imports.
 *
 * How Moodle counts: a `category` entry (XML) or `$CATEGORY:` line (GIFT) is no question; a description
 * is one; XML types of plugins a standard Moodle lacks (STACK, multiple true/false) are refused with
 * "unknown question type", so they are not counted; the types Moodle has (ordering included) are.
 * broken_cloze_questions.xml is Moodle's own test of five broken cloze questions: its importer reads
 * none of them. A GIFT block is one question unless Moodle's reader errs on it (unclosed braces, too few
 * answers, a number that is not one); none of these files has such a block.
 */
const expected: Record<string, [moodle: number, quanta: number]> = {
  'moodle-xml/broken_cloze_questions.xml': [0, 0],
  'moodle-xml/categories_reverse_order.xml': [2, 2],
  'moodle-xml/category_with_description.xml': [1, 1],
  'moodle-xml/deprecated_category.xml': [1, 1],
  'moodle-xml/error_invalid_grades.xml': [1, 1],
  'moodle-xml/export_category.xml': [1, 1],
  'moodle-xml/html_chars_in_idnumbers.xml': [1, 1],
  'moodle-xml/multianswer.xml': [1, 1],
  'moodle-xml/multichoice.xml': [1, 1],
  'moodle-xml/nested_categories.xml': [1, 1],
  'moodle-xml/nested_categories_with_questions.xml': [5, 5],
  'moodle-xml/old_format_file.xml': [2, 2],
  'moodle-xml/sample_questions_with_old_image_tag.xml': [2, 2],
  'moodle-xml/truefalse.xml': [2, 2],
  'moodle-gift/questions.gift.txt': [9, 9],
  'moodle-gift/questions_in_category.gift.txt': [4, 4],
  'gift-grammar/TFTwoFeedback.gift': [3, 3],
  'gift-grammar/category1.gift': [0, 0],
  'gift-grammar/categorySpecialCharacter.gift': [0, 0],
  'gift-grammar/description1.gift': [2, 2],
  'gift-grammar/descriptionTitleEscapedColon.gift': [2, 2],
  'gift-grammar/descriptionWithID.gift': [2, 2],
  'gift-grammar/escapeAll.gift': [1, 1],
  'gift-grammar/escapeColon.gift': [1, 1],
  'gift-grammar/escapeEquals.gift': [1, 1],
  'gift-grammar/essay1.gift': [1, 1],
  'gift-grammar/formatExamples.gift': [1, 1],
  'gift-grammar/giftFormatPhpExamples.gift': [10, 10],
  'gift-grammar/markdown.gift': [4, 4],
  'gift-grammar/matching1.gift': [2, 2],
  'gift-grammar/mc1.gift': [1, 1],
  'gift-grammar/mc2.gift': [1, 1],
  'gift-grammar/mc4.gift': [1, 1],
  'gift-grammar/mc5.gift': [4, 4],
  'gift-grammar/mcHTMLComment.gift': [1, 1],
  'gift-grammar/multiLineFeedback1.gift': [2, 2],
  'gift-grammar/multipleAnswersFloat.gift': [1, 1],
  'gift-grammar/newlineAndLaTeX.gift': [1, 1],
  'gift-grammar/numerical1.gift': [10, 10],
  'gift-grammar/options1.gift': [14, 14],
  'gift-grammar/shortAnswer1.gift': [2, 2],
  'gift-grammar/shortAnswer2.gift': [2, 2],
  'gift-grammar/shortAnswerNotMatching.gift': [2, 2],
  'gift-grammar/shortFirstEmbedded.gift': [2, 2],
  'gift-grammar/shortFirstEmbeddedUnderline.gift': [2, 2],
  'gift-grammar/shortFirstEmbeddedUnderlineHTML.gift': [2, 2],
  'gift-grammar/symbolsAll.gift': [1, 1],
  'gift-grammar/tag_id.gift': [1, 1],
  'gift-grammar/tag_id_and_two_tags.gift': [1, 1],
  'gift-grammar/tag_two_tags.gift': [1, 1],
  'gift-grammar/tf1.gift': [1, 1],
  'gift-grammar/tf1_html.gift': [1, 1],
  'gift-grammar/tf1_markdown.gift': [1, 1],
  'gift-grammar/tf2.gift': [2, 2],
  'gift-grammar/totara_moodle_backslash.gift': [1, 1],
  'gift-grammar/totara_moodle_essay.gift': [1, 1],
  'gift-grammar/totara_moodle_match.gift': [1, 1],
  'gift-grammar/totara_moodle_multichoice.gift': [1, 1],
  'gift-grammar/totara_moodle_multichoice_multi.gift': [1, 1],
  'gift-grammar/totara_moodle_numerical.gift': [1, 1],
  'gift-grammar/totara_moodle_pre_content.gift': [1, 1],
  'gift-grammar/totara_moodle_shortanswer.gift': [1, 1],
  'gift-grammar/totara_moodle_shortanswer_general_feedback.gift': [1, 1],
  'gift-grammar/totara_moodle_truefalse.gift': [1, 1],
  'gift-grammar/totara_moodle_truefalse_true_answer1.gift': [1, 1],
  'gift-grammar/totara_moodle_truefalse_true_answer2.gift': [1, 1],
  'gift-grammar/type_inferred_multiline_markdown.gift': [1, 1],
  'tu-berlin/clozeRef.xml': [5, 5],
  'tu-berlin/description.xml': [1, 1],
  'tu-berlin/diff_set_equalityRef.xml': [0, 0],
  'tu-berlin/dragdrop_missing-wordsRef.xml': [2, 2],
  'tu-berlin/essayRef.xml': [2, 2],
  'tu-berlin/exact_set_equalityRef.xml': [0, 0],
  'tu-berlin/markdownRef.xml': [1, 1],
  'tu-berlin/matchingRef.xml': [2, 2],
  'tu-berlin/missing-wordsRef.xml': [6, 6],
  'tu-berlin/multiple-choiceRef.xml': [2, 2],
  'tu-berlin/multiple-true-falseRef.xml': [0, 0],
  'tu-berlin/numericalRef.xml': [2, 2],
  'tu-berlin/orderingRef.xml': [2, 2],
  'tu-berlin/shortanswerRef.xml': [3, 3],
  'tu-berlin/true-falseRef.xml': [3, 3],
};

const root = fileURLToPath(new URL('../fixtures/moodle/', import.meta.url));
const files = ['moodle-xml', 'moodle-gift', 'gift-grammar', 'tu-berlin'].flatMap((dir) =>
  readdirSync(`${root}${dir}`)
    .filter((name) => !name.endsWith('.md'))
    .map((name) => `${dir}/${name}`),
);

describe('real question files: Moodle’s fixtures, the GIFT grammar’s tests, TU Berlin’s references', () => {
  const t = useTestApp();
  /** Each file's import answer and the teacher it was imported for. */
  const imported = new Map<
    string,
    { status: number; body: { result?: { count: number; notes: unknown[] } }; teacher: string }
  >();

  beforeAll(async () => {
    for (const file of files) {
      const teacher = await buildTeacher(t);
      const res = await t.rest('POST', '/teacher/importQuestionBank', {
        token: await tokenOf(t, teacher),
        body: { format: file.endsWith('.xml') ? 'moodle' : 'gift', content: readFileSync(`${root}${file}`, 'utf8') },
      });
      imported.set(file, { status: res.status, body: res.body, teacher: teacher.id });
    }
  }, 300_000);

  const rowsOf = (file: string) =>
    t.app.deps.db
      .select()
      .from(questions)
      .where(eq(questions.teacherId, imported.get(file)!.teacher));
  const named = async (file: string, name: string): Promise<QuestionRow> => {
    const [row] = await t.app.deps.db
      .select()
      .from(questions)
      .where(and(eq(questions.teacherId, imported.get(file)!.teacher), eq(questions.name, name)));
    expect(row, `${file}: ${name}`).toBeDefined();
    return row!;
  };

  it('counts every file, and imports at least 90 % of what Moodle reads, refusing no file Moodle reads', () => {
    expect(files.sort()).toEqual(Object.keys(expected).sort());
    let moodle = 0;
    let quanta = 0;
    for (const file of files) {
      const [reads, takes] = expected[file]!;
      const res = imported.get(file)!;
      moodle += reads;
      if (takes > 0) {
        expect(res.status, `${file}: ${JSON.stringify(res.body)}`).toBe(200);
        expect(res.body.result!.count, file).toBe(takes);
      } else {
        // Nothing Moodle reads either (a plugin's type, broken questions, categories only): refused whole.
        expect(res.status, file).toBe(400);
        expect(reads, `${file} is one Moodle reads`).toBe(0);
      }
      quanta += takes;
    }
    expect(moodle).toBe(165);
    expect(quanta).toBe(165);
    expect(quanta / moodle).toBeGreaterThanOrEqual(0.9);
  });

  it('reads Moodle’s GIFT fixture whole: numerical feedback, partial credit, negative marks, true/false, matching', async () => {
    const file = 'moodle-gift/questions.gift.txt';
    expect(await named(file, 'colours')).toMatchObject({
      isChoice: 1,
      numChoice: 4,
      correctAnswer: 'A,C',
      body: {
        choices: [
          { text: 'yellow', fraction: 0.5, feedback: 'right; good!' },
          { text: 'red', fraction: -1, feedback: 'wrong' },
          { text: 'off-beige', fraction: 0.5, feedback: 'right; good!' },
          { text: 'blue', fraction: -1, feedback: 'wrong' },
        ],
      },
    });
    expect(await named(file, 'Q5')).toMatchObject({
      isChoice: 2,
      correctAnswer: '3',
      answerType: 'number',
      tolerance: 2,
      toleranceType: 'absolute',
      body: {
        answers: [
          { text: '3', fraction: 1 },
          { text: '*', fraction: 0, feedback: 'Completely wrong' },
        ],
      },
    });
    expect((await named(file, 'Shortanswer')).body.answers).toEqual([
      { text: 'Frog', fraction: 1, feedback: 'Good!', tolerance: null },
      { text: 'Cat', fraction: 0.5, feedback: 'What is it with Moodlers and cats?', tolerance: null },
      { text: '*', fraction: 0, feedback: 'Completely wrong', tolerance: null },
    ]);
    expect(await named(file, 'Q1')).toMatchObject({
      isChoice: 3,
      correctAnswer: 'B',
      description: "This is, of course, a Hitchiker's Guide to the Galaxy reference.",
      body: {
        choices: [
          { text: 'True', fraction: 0, feedback: '42 is the Ultimate Answer.' },
          { text: 'False', fraction: 1, feedback: 'You gave the right answer.' },
        ],
      },
    });
    const matching = await named(file, 'Moodle activities');
    expect(matching.isChoice).toBe(4);
    expect(matching.body.pairs?.map((p) => p.answer)).toEqual(['Forum', 'Choice', 'Database', 'Wiki', 'Chat']);
    expect(matching.body.pairs?.at(-1)?.prompt).toBe('');
    expect(await named(file, 'Q8')).toMatchObject({ isChoice: 2, correctAnswer: '', answerType: 'text' });
  });

  it('reads the GIFT grammar’s numbers: ranges, missing words, text after the answers, ids and tags', async () => {
    const rows = await rowsOf('gift-grammar/numerical1.gift');
    const range = rows.find((q) => q.qText.includes('from -5 to 5'))!;
    expect(range).toMatchObject({ correctAnswer: '0', tolerance: 5, answerType: 'number' });
    expect(range.qText).toBe('Pick a number from -5 to 5. _____.');
    const grasp = await named('gift-grammar/numerical1.gift', 'Combien de principes GRASP y a-t-il?');
    expect(grasp.correctAnswer).toBe('9');
    expect(grasp.body.answers?.[2]?.feedback).toContain('href="http://fr.wikipedia.org/wiki/Design_Patterns"');
    const [tagged] = await rowsOf('gift-grammar/tag_id_and_two_tags.gift');
    expect(tagged).toMatchObject({ referenceId: '393', body: { tags: ['fred', 'barney-wilma'] } });
    const [markdown] = await rowsOf('gift-grammar/tf1_markdown.gift');
    expect(markdown).toMatchObject({
      isChoice: 3,
      correctAnswer: 'B',
      qText: "<p>Grant is buried in Grant's <em>tomb</em>.</p>",
    });
  });

  it('keeps Moodle XML’s pictures in texts, choices and feedback as stored uploads', async () => {
    const cloze = (await rowsOf('moodle-xml/multianswer.xml'))[0]!;
    expect(cloze.isChoice).toBe(5);
    expect(cloze.qText).toContain('* San Francisco: {#1}');
    expect(cloze.body.parts?.map((p) => p.kind)).toEqual(['choice', 'choice', 'choice', 'choice', 'text']);
    expect(cloze.body.parts?.[4]?.answers[1]).toMatchObject({ text: 'Marseille', fraction: 0.5 });
    const tf = await named('moodle-xml/truefalse.xml', 'Moodle acronym (False)');
    const shown = [
      cloze.qText,
      cloze.description,
      tf.qText,
      tf.description,
      ...(tf.body.choices ?? []).map((c) => c.feedback),
    ]
      .join(' ')
      .matchAll(/src="([^"]+)"/g);
    const paths = [...shown].map((m) => m[1]!);
    expect(paths.length).toBe(7);
    for (const path of paths) {
      expect(path).toMatch(/^\/uploads\//);
      expect(await t.app.deps.files.resolve(path), path).not.toBeNull();
    }
    const stored = await t.app.deps.db
      .select()
      .from(uploads)
      .where(eq(uploads.userId, imported.get('moodle-xml/truefalse.xml')!.teacher));
    // Four pictures in each of the two questions, each question storing its own.
    expect(stored).toHaveLength(8);
    // The sound file of the multichoice fixture is named in a note.
    expect(imported.get('moodle-xml/multichoice.xml')!.body.result!.notes).toEqual([
      expect.objectContaining({ number: 1, key: 'importNoteFileDropped', values: { name: 'bonjour.mp3' } }),
    ]);
    const old = await named('moodle-xml/sample_questions_with_old_image_tag.xml', 'mcq with image');
    expect(old).toMatchObject({ isChoice: 0, numChoice: 3, correctAnswer: 'C', showImg: true });
    expect(await t.app.deps.files.resolve(old.image)).not.toBeNull();
  });

  it('keeps the category path, idnumbers, units, gaps and matching of Moodle XML', async () => {
    expect(await named('moodle-xml/nested_categories_with_questions.xml', 'Lambda Question')).toMatchObject({
      category: 'Lambda',
      body: { tags: ['category:Iota/Kappa/Lambda'] },
    });
    expect(await named('moodle-xml/html_chars_in_idnumbers.xml', 'Alpha Question')).toMatchObject({
      referenceId: 'T & F',
      isChoice: 3,
      correctAnswer: 'A',
    });
    expect((await named('tu-berlin/numericalRef.xml', 'Numerical question')).body.answers).toEqual([
      { text: '4', fraction: 1, feedback: 'Feedback for first answer', tolerance: 0 },
      { text: '5', fraction: 0.5, feedback: '2 + 2 = 5 for some values of 2', tolerance: 0.1 },
    ]);
    const gaps = await named('tu-berlin/missing-wordsRef.xml', 'Missing words question');
    expect(gaps.isChoice).toBe(5);
    expect(gaps.body.parts?.[0]?.choices.map((c) => [c.text, c.fraction])).toEqual([
      ['SELECT', 1],
      ['FROM', 0],
      ['PROJECT', 0],
    ]);
    const matching = await named('tu-berlin/matchingRef.xml', 'Simple matching question');
    expect(matching.body.pairs?.slice(0, 2)).toEqual([
      { prompt: 'SELECT', answer: 'DQL' },
      { prompt: 'ALTER', answer: 'DDL' },
    ]);
  });
});
