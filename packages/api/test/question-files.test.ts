import { describe, expect, it } from 'vitest';
import { readGift, writeGift } from '../src/services/interop/gift';
import { type BankQuestion, fieldsOfTags, freeModeOf, numberOf, tagsOf } from '../src/services/interop/model';
import { readMoodleXml, writeMoodleXml } from '../src/services/interop/moodle-xml';
import { cdata, decodeXmlEntities } from '../src/services/interop/xml-text';

const base: BankQuestion = {
  name: 'A: {tricky} = name #1 ~ \\ back',
  category: 'Physics',
  text: '<p>What is $\\frac{1}{2}mv^2$? ]]> <b>bold</b></p>',
  kind: 'single',
  choices: ['<p>a</p>', '<p>b = {c}</p>', '<p>c</p>', '<p>d</p>'],
  correct: 'B',
  solution: '<p>line one\nline two</p>',
  difficulty: 4,
  copyright: 'CC BY [4.0]',
  referenceId: 'R-1',
};

describe('question file text', () => {
  it('splits a CDATA end inside CDATA and decodes only the XML entities, never to NUL', () => {
    expect(cdata('a]]>b')).toBe('<![CDATA[a]]]]><![CDATA[>b]]>');
    expect(decodeXmlEntities('&lt;p&gt; &amp;amp; &#x4E2D;&#25991; &#0; &nbsp;')).toBe('<p> &amp; 中文  &nbsp;');
  });

  it('carries grading fields in a tag, and ignores a tag Quanta did not write', () => {
    const grading = {
      answerType: 'number' as const,
      tolerance: 0.02,
      toleranceType: 'relative' as const,
      unit: 'm/s^2',
      sigFigs: 3,
      params: [
        { name: 'v0', min: 10, max: 30, step: 5 },
        { name: 'k', values: [1, 2] },
      ],
    };
    const tags = tagsOf({ difficulty: 3, copyright: '', grading });
    expect(fieldsOfTags(tags)).toEqual({ difficulty: 3, grading });
    expect(fieldsOfTags(['quanta-grading:not-json'])).toEqual({ grading: undefined });
    const read = readGift(writeGift([{ ...base, kind: 'free', choices: [], correct: '{v0}*2', grading }]), 10);
    expect(read.questions[0]).toMatchObject({ correct: '{v0}*2', grading });
  });

  it('writes a number as numerical only when it reads back the same', () => {
    expect(numberOf('9.8')).toBe(9.8);
    expect(numberOf('9.80')).toBeUndefined();
    expect(numberOf('1e3')).toBeUndefined();
    expect(freeModeOf('')).toBe('essay');
    expect(freeModeOf('-3')).toBe('numerical');
    expect(freeModeOf('9.8 m/s^2')).toBe('shortanswer');
  });

  it('Moodle XML keeps special characters, CDATA ends and tags', () => {
    const read = readMoodleXml(writeMoodleXml([base]), 10);
    expect(read.skipped).toEqual([]);
    const { number: _n, picture: _p, ...q } = read.questions[0]!;
    expect(q).toEqual({ ...base, picture: undefined, copyright: 'CC BY [4.0]' });
  });

  it('GIFT keeps special characters, line breaks and the multi-select keys', () => {
    const multi: BankQuestion = { ...base, kind: 'multi', correct: 'A,C', copyright: 'CC BY 4.0' };
    const read = readGift(writeGift([multi, { ...multi, kind: 'free', choices: [], correct: '2.5' }]), 10);
    expect(read.skipped).toEqual([]);
    expect(read.questions[0]).toMatchObject({ ...multi, number: 1 });
    expect(read.questions[1]).toMatchObject({ kind: 'free', correct: '2.5', freeMode: 'numerical', number: 2 });
  });

  it('reports GIFT true/false and matching by number, and reads a tolerance', () => {
    const read = readGift('::T:: Is it? {T}\n\n::M:: Match {=a -> 1 =b -> 2 =c -> 3}\n\n::N:: g? {#9.8:0.2}\n', 10);
    expect(read.skipped).toEqual([
      { at: 1, type: 'TF', key: 'importSkipUnsupportedType', values: { type: 'true/false' } },
      { at: 2, type: 'Matching', key: 'importSkipUnsupportedType', values: { type: 'matching' } },
    ]);
    expect(read.questions[0]).toMatchObject({ number: 3, correct: '9.8', numeric: { value: 9.8, tolerance: 0.2 } });
    expect(read.notes).toEqual([]);
  });
});
