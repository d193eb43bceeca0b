import { describe, expect, it } from 'vitest';
import { writeQuestionFile } from '../src/services/interop/bank';
import { withCarried } from '../src/services/interop/carry';
import { readCloze, writeCloze } from '../src/services/interop/cloze-syntax';
import { readGift } from '../src/services/interop/gift-read';
import {
  type BankQuestion,
  categoryPathOf,
  fieldsOfTags,
  freeModeOf,
  numberOf,
  quantaTagsOf,
} from '../src/services/interop/model';
import { readMoodleXml } from '../src/services/interop/moodle-xml-read';
import { markdownToHtml } from '../src/services/interop/text-formats';
import { cdata, decodeXmlEntities } from '../src/services/interop/xml-text';

const base: BankQuestion = {
  name: 'A: {tricky} = name #1 ~ \\ back',
  category: 'Physics/Mechanics',
  text: '<p>What is $\\frac{1}{2}mv^2$? ]]> <b>bold</b></p>',
  kind: 'single',
  choices: ['<p>a</p>', '<p>b = {c}</p>', '<p>c</p>', '<p>d</p>'],
  correct: 'B',
  body: {},
  solution: '<p>line one\nline two</p>',
  difficulty: 4,
  copyright: 'CC BY [4.0]',
  referenceId: 'R-1',
  files: [],
};

/** A question written in a format and read back as Quanta reads it. */
function again(format: 'moodle' | 'gift', q: BankQuestion) {
  const text = writeQuestionFile(format, [q]);
  const read = format === 'moodle' ? readMoodleXml(text, 10) : readGift(text, 10);
  expect(read.skipped).toEqual([]);
  const { number: _n, ...back } = withCarried(read.questions[0]!);
  return back;
}

describe('question file text', () => {
  it('splits a CDATA end inside CDATA and decodes only the XML entities, never to NUL', () => {
    expect(cdata('a]]>b')).toBe('<![CDATA[a]]]]><![CDATA[>b]]>');
    expect(decodeXmlEntities('&lt;p&gt; &amp;amp; &#x4E2D;&#25991; &#0; &nbsp;')).toBe('<p> &amp; 中文  &nbsp;');
  });

  it('keeps Quanta’s own fields in tags apart from the question’s tags', () => {
    const grading = {
      answerType: 'number' as const,
      tolerance: 0.02,
      toleranceType: 'relative' as const,
      unit: 'm/s^2',
      sigFigs: 3,
      params: [{ name: 'v0', min: 10, max: 30, step: 5 }],
    };
    const tags = [...quantaTagsOf({ difficulty: 3, copyright: '', grading }), 'optics', 'quanta-other:x'];
    expect(fieldsOfTags(tags)).toEqual({ difficulty: 3, grading, tags: ['optics'] });
    expect(fieldsOfTags(['quanta-grading:not-json']).grading).toBeUndefined();
  });

  it('writes a number as numerical only when it reads back the same, and keeps category paths', () => {
    expect(numberOf('9.8')).toBe(9.8);
    expect(numberOf('9.80')).toBeUndefined();
    expect(freeModeOf('')).toBe('essay');
    expect(freeModeOf('9.8 m/s^2')).toBe('shortanswer');
    expect(categoryPathOf('$course$/top/Iota/Kappa')).toBe('Iota/Kappa');
    expect(categoryPathOf('$module$/Delta/ Epsilon /')).toBe('Delta/Epsilon');
  });

  it('reads Moodle’s embedded answers into parts and writes them back', () => {
    const text =
      '<p>g = {2:NUMERICAL:=9.8:0.1#Right~%50%10:1#Close~*#No}, colour {1:MC:red#No~=blue#Yes \\} brace}, word {1:SAC:=Paris~%50%paris}.</p>';
    const read = readCloze(text);
    if ('key' in read) throw new Error(read.key);
    expect(read.text).toBe('<p>g = {#1}, colour {#2}, word {#3}.</p>');
    expect(read.droppedWildcards).toBe(1);
    expect(read.parts).toEqual([
      {
        kind: 'number',
        weight: 2,
        answers: [
          { text: '9.8', fraction: 1, feedback: 'Right', tolerance: 0.1 },
          { text: '10', fraction: 0.5, feedback: 'Close', tolerance: 1 },
        ],
        choices: [],
        units: [],
        caseSensitive: false,
      },
      {
        kind: 'choice',
        weight: 1,
        answers: [],
        choices: [
          { text: 'red', fraction: 0, feedback: 'No' },
          { text: 'blue', fraction: 1, feedback: 'Yes } brace' },
        ],
        units: [],
        caseSensitive: false,
      },
      {
        kind: 'text',
        weight: 1,
        answers: [
          { text: 'Paris', fraction: 1, feedback: '', tolerance: null },
          { text: 'paris', fraction: 0.5, feedback: '', tolerance: null },
        ],
        choices: [],
        units: [],
        caseSensitive: true,
      },
    ]);
    const written = writeCloze(read.text, read.parts);
    const back = readCloze(written);
    expect(back).toEqual({ ...read, droppedWildcards: 0 });
    expect(readCloze('{1:MULTIRESPONSE:=a~=b~c}')).toEqual({
      key: 'importSkipClozePart',
      values: { type: 'MULTIRESPONSE' },
    });
  });

  it('reads GIFT numbers as Moodle does: feedback for any other answer, ranges, exponents, text after', () => {
    const read = readGift(
      [
        '::Range:: A number from 1 to 5? {#3:2~#Completely wrong}',
        '::G:: G is {#6.674e-11:1e-13}.',
        '::Year:: Grant was born in {#1820..1824}',
        '::Weighted:: When? {#=1822:0#Right =%50%1822:2#Close}',
      ].join('\n\n'),
      10,
    );
    expect(read.skipped).toEqual([]);
    const [range, g, year, weighted] = read.questions;
    expect(range).toMatchObject({
      kind: 'free',
      freeMode: 'numerical',
      correct: '3',
      body: {
        answers: [
          { text: '3', fraction: 1, feedback: '', tolerance: 2 },
          { text: '*', fraction: 0, feedback: 'Completely wrong', tolerance: 0 },
        ],
      },
    });
    expect(g).toMatchObject({ text: 'G is _____.', correct: '6.674e-11', grading: { tolerance: 1e-13 } });
    expect(year).toMatchObject({ correct: '1822', grading: { tolerance: 2, toleranceType: 'absolute' }, body: {} });
    expect(weighted!.body.answers).toEqual([
      { text: '1822', fraction: 1, feedback: 'Right', tolerance: 0 },
      { text: '1822', fraction: 0.5, feedback: 'Close', tolerance: 2 },
    ]);
  });

  it('reads GIFT’s formats: [markdown] lists and emphasis, [plain] escaped, Moodle auto-format as HTML', () => {
    expect(markdownToHtml('Grant is _buried_ **here**\n- one\n    - nested\n- two')).toBe(
      '<p>Grant is <em>buried</em> <strong>here</strong></p><ul><li>one<ul><li>nested</li></ul></li><li>two</li></ul>',
    );
    const read = readGift('::P::[plain]a <b> b{=[html]<i>x</i> ~[moodle]<b>y</b>\n~z}', 10);
    expect(read.questions[0]).toMatchObject({ text: 'a &lt;b&gt; b', choices: ['<i>x</i>', '<b>y</b>', 'z'] });
  });

  it('Moodle XML and GIFT keep special characters, CDATA ends, tags and the category path', () => {
    const q = { ...base, body: { tags: ['mechanics', 'énergie'] } };
    for (const format of ['moodle', 'gift'] as const) expect(again(format, q), format).toEqual(q);
  });

  it('carries what a format cannot say in a tag: GIFT hints and units, a cloze question in GIFT', () => {
    const numeric: BankQuestion = {
      ...base,
      kind: 'free',
      choices: [],
      correct: '25',
      freeMode: 'numerical',
      grading: { answerType: 'number', tolerance: 0.5, toleranceType: 'absolute', unit: '', sigFigs: null, params: [] },
      body: {
        answers: [
          { text: '25', fraction: 1, feedback: '<p>Right</p>', tolerance: null },
          { text: '90', fraction: 0.5, feedback: '<p>That is km/h</p>', tolerance: 1 },
        ],
        units: [
          { unit: 'm/s', multiplier: 1 },
          { unit: 'km/h', multiplier: 3.6 },
        ],
        hints: ['<p>Think of units</p>'],
        hintPenalty: 0.25,
      },
    };
    const cloze: BankQuestion = {
      ...base,
      kind: 'cloze',
      choices: [],
      correct: '',
      text: '<p>g = {#1} and {#2}</p>',
      body: {
        parts: [
          {
            kind: 'number',
            weight: 2,
            answers: [{ text: '9.8', fraction: 1, feedback: '', tolerance: 0.1 }],
            choices: [],
            units: [{ unit: 'm/s^2', multiplier: 1 }],
            caseSensitive: false,
          },
          {
            kind: 'choice',
            weight: 1,
            answers: [],
            choices: [
              { text: 'up', fraction: 0, feedback: 'no' },
              { text: 'down', fraction: 1, feedback: '' },
            ],
            units: [],
            caseSensitive: false,
          },
        ],
      },
    };
    for (const format of ['moodle', 'gift'] as const) {
      expect(again(format, numeric), format).toEqual(numeric);
      expect(again(format, cloze), format).toEqual(cloze);
    }
  });
});
