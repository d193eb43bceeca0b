import { readFile } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { questions } from '@quanta/db';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { strFromU8, strToU8, unzipSync } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';
import { refuseQuestionsNamedBoom } from '../support/factories/questions';
import { cell, rawXlsx, storeUpload, templateHeader, workbook } from '../support/factories/xlsx';
import { tinyPng, zip } from '../support/files';
import { useTestApp } from '../support/fixture';
import { buildTeacher, tokenOf } from '../support/harness';

type Teacher = Awaited<ReturnType<typeof buildTeacher>>;

const good = (name: string, o: Partial<Record<string, string>> = {}) => {
  const row: Record<string, string> = {
    name,
    category: 'Physics',
    type: '0',
    choices: '4',
    question: 'What is $F = ma$ for $m = 2$, $a = 3$?',
    answerA: '5',
    answerB: '6',
    answerC: '7',
    answerD: '8',
    answerE: '',
    correctAnswer: 'B',
    difficulty: '2',
    solution: '$F = 2 \\times 3 = 6$',
    copyright: '',
    referenceId: '',
    ...o,
  };
  return templateHeader.map((k) => row[k] ?? '');
};

const polluted = () => ({}) as Record<string, unknown>;

describe('question import: template download and batchCreateQuestion', () => {
  const t = useTestApp();
  let teacher: Teacher;
  let token: string;
  beforeAll(async () => {
    teacher = await buildTeacher(t);
    token = await tokenOf(t, teacher);
  });

  const importFile = async (bytes: Buffer, language = 'en', as = token) =>
    t.rest('POST', '/teacher/batchCreateQuestion', {
      token: as,
      body: { filePath: await storeUpload(t, bytes), language },
    });
  const countOf = (teacherId: string) => t.app.deps.db.$count(questions, eq(questions.teacherId, teacherId));

  it('serves a styled template with one example of each type and a Notes sheet, which imports as it is', async () => {
    const res = await fetch(`${t.url}/api/question_template.xlsx`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers.get('content-disposition')).toContain('question_template.xlsx');
    const bytes = Buffer.from(await res.arrayBuffer());
    const parts = unzipSync(bytes);
    const workbookXml = strFromU8(parts['xl/workbook.xml']!);
    expect(workbookXml).toContain('name="Questions"');
    expect(workbookXml).toContain('name="Notes"');
    const styles = strFromU8(parts['xl/styles.xml']!);
    expect(styles).toContain('patternType="solid"');
    expect(styles).toContain('<b/>');

    const imported = await importFile(bytes, 'zh');
    expect(imported.status).toBe(200);
    expect(imported.body.result).toMatchObject({ count: 5, errors: [] });
    expect(imported.body.msg).toBe('Imported 5 questions');
    const list = (await t.trpc(token).teacher.getQuestionsByTeacher.query({ language: 'zh' })).list;
    expect(list.map((q) => [q.isChoice, q.correctAnswer, q.answerType])).toEqual([
      ['0', 'B', 'text'],
      ['1', 'B,C', 'text'],
      ['2', '24 J', 'text'],
      ['2', '{v0}^2 / 9.8', 'number'],
      ['2', '2*(x+1)', 'expression'],
    ]);
    expect(list[3]).toMatchObject({ unit: 'm', tolerance: 0.02, toleranceType: 'relative', sigFigs: null });
    expect(list[3]?.params).toEqual([{ name: 'v0', min: 10, max: 30, step: 1 }]);
    expect(list[0]?.qText).toContain('$F = 10\\,\\text{N}$');
    expect(list[1]?.numChoice).toBe(5);
  });

  it('imports every row of a good file uploaded through /api/file/upload, as text with formulas', async () => {
    const solo = await buildTeacher(t);
    const soloToken = await tokenOf(t, solo);
    const bytes = workbook(
      [
        templateHeader,
        good('Force', { question: 'Is 1 < 2 & 3 > 2?\nAnswer in $\\LaTeX$' }),
        good('Multi', { type: 'multi', correctAnswer: 'c, a', choices: '5', answerE: '9' }),
        good('Free', {
          type: 'free',
          correctAnswer: 'six newtons',
          answerA: '',
          answerB: '',
          answerC: '',
          answerD: '',
        }),
        good('Defaults', { category: '', type: '', choices: '', difficulty: '' }),
      ],
      { sst: true },
    );
    const form = new FormData();
    form.append('type', '2');
    form.append('file', new Blob([bytes]), 'questions.xlsx');
    const upload = await fetch(`${t.url}/api/file/upload`, {
      method: 'POST',
      body: form,
      headers: { authorization: `Bearer ${soloToken}` },
    });
    expect(upload.status).toBe(200);
    const { result } = (await upload.json()) as { result: { path: string } };
    const res = await t.rest('POST', '/teacher/batchCreateQuestion', {
      token: soloToken,
      body: { filePath: result.path, language: 'en' },
    });
    expect(res.status).toBe(200);
    expect(res.body.result).toMatchObject({ count: 4, errors: [] });
    const list = (await t.trpc(soloToken).teacher.getQuestionsByTeacher.query({})).list;
    expect(list.map((q) => q.name)).toEqual(['Force', 'Multi', 'Free', 'Defaults']);
    expect(list[0]?.qText).toBe('Is 1 &lt; 2 &amp; 3 &gt; 2?<br />Answer in $\\LaTeX$');
    expect(list[0]?.description).toBe('$F = 2 \\times 3 = 6$');
    expect(list[1]).toMatchObject({ isChoice: '1', numChoice: 5, correctAnswer: 'A,C', answerE: '9' });
    expect(list[2]).toMatchObject({ isChoice: '2', correctAnswer: 'six newtons' });
    expect(list[3]).toMatchObject({ isChoice: '0', numChoice: 4, difficuty: 3, category: 'Physics' });
    expect(list.every((q) => q.language === 'en' && q.creator === solo.id)).toBe(true);
  });

  it('imports the good rows of a mixed file and reports each bad row by number and reason', async () => {
    const solo = await buildTeacher(t);
    const soloToken = await tokenOf(t, solo);
    const bytes = workbook([
      templateHeader,
      good('Good one'),
      good(''),
      good('Answer out of range', { correctAnswer: 'E' }),
      [],
      good('Good two', { type: '1', correctAnswer: 'D,A' }),
      good('Too hard', { difficulty: '9' }),
      good('Missing choice', { answerC: '' }),
      good('Wrong type', { type: 'essay' }),
    ]);
    const res = await importFile(bytes, 'en', soloToken);
    expect(res.status).toBe(200);
    expect(res.body.result.count).toBe(2);
    // Each reason as a message key the web app translates, its values, and its English text.
    expect(res.body.result.errors).toEqual([
      { row: 3, key: 'importSkipNameRequired', values: {}, reason: 'name is required' },
      {
        row: 4,
        key: 'importSkipCorrectAnswer',
        values: { letters: 'A, B, C, D' },
        reason: 'correctAnswer must be among A, B, C, D',
      },
      {
        row: 7,
        key: 'importSkipDifficulty',
        values: {},
        reason: 'difficulty must be a whole number from 1 to 5',
      },
      {
        row: 8,
        key: 'importSkipChoiceRequired',
        values: { letter: 'C' },
        reason: 'answerC is required for a select question',
      },
      { row: 9, key: 'importSkipType', values: {}, reason: 'type must be 0 (single), 1 (multi) or 2 (free)' },
    ]);
    const names = (await t.trpc(soloToken).teacher.getQuestionsByTeacher.query({})).list.map((q) => q.name);
    expect(names).toEqual(['Good one', 'Good two']);
  });

  it('reads a workbook written by openpyxl as the spreadsheet shows it: 9.8, 1001, Chinese text, dates', async () => {
    const solo = await buildTeacher(t);
    const soloToken = await tokenOf(t, solo);
    const bytes = await readFile(fileURLToPath(new URL('../fixtures/openpyxl-questions.xlsx', import.meta.url)));
    const res = await importFile(bytes, 'zh', soloToken);
    expect(res.status).toBe(200);
    expect(res.body.result.count).toBe(5);
    expect(res.body.result.errors).toEqual([
      { row: 6, key: 'importSkipDifficulty', values: {}, reason: 'difficulty must be a whole number from 1 to 5' },
    ]);
    const list = (await t.trpc(soloToken).teacher.getQuestionsByTeacher.query({ language: 'zh' })).list;
    const fields = list.map((q) => ({
      name: q.name,
      category: q.category,
      isChoice: q.isChoice,
      numChoice: q.numChoice,
      correctAnswer: q.correctAnswer,
      difficuty: q.difficuty,
      referenceId: q.referenceId,
    }));
    expect(fields).toEqual([
      {
        name: 'Free fall',
        category: 'Physics',
        isChoice: '2',
        numChoice: 4,
        correctAnswer: '9.8',
        difficuty: 3,
        referenceId: '1001',
      },
      {
        name: '三角形内角和',
        category: 'Math',
        isChoice: '0',
        numChoice: 4,
        correctAnswer: 'B',
        difficuty: 1,
        referenceId: '20261123',
      },
      {
        name: 'Sum of decimals',
        category: 'Math',
        isChoice: '2',
        numChoice: 4,
        correctAnswer: '0.8',
        difficuty: 2,
        referenceId: '',
      },
      {
        name: 'Small and large',
        category: 'Physics',
        isChoice: '2',
        numChoice: 4,
        correctAnswer: '6.674E-11',
        difficuty: 4,
        referenceId: '6.02214076E+23',
      },
      {
        name: 'Exam day',
        category: 'Math',
        isChoice: '2',
        numChoice: 4,
        correctAnswer: '2026-12-06',
        difficuty: 2,
        referenceId: 'TRUE',
      },
    ]);
    expect(list[1]).toMatchObject({
      qText: '三角形内角和是多少度？',
      answerA: '90',
      answerB: '180',
      answerC: '270',
      answerD: '360',
      description: '180°',
      copyright: '© 数学组',
    });
  });

  it('reads a workbook written by exceljs: numbers, formulas, dates, rich text, and an error cell by row', async () => {
    const solo = await buildTeacher(t);
    const soloToken = await tokenOf(t, solo);
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Questions');
    sheet.addRow(templateHeader);
    const free = (name: string, correctAnswer: unknown, extra: unknown[] = []) => [
      name,
      'Physics',
      2,
      4,
      'Q?',
      null,
      null,
      null,
      null,
      null,
      correctAnswer,
      3,
      null,
      null,
      ...extra,
    ];
    sheet.addRow(free('Computed', 0.1 + 0.2, [42]));
    sheet.addRow(free('Formula', { formula: '4.9*2', result: 9.8 }));
    sheet.addRow(free('Rich', { richText: [{ text: '12 ' }, { font: { bold: true }, text: 'N' }] }));
    sheet.addRow(free('Dated', new Date(Date.UTC(2026, 11, 6))));
    sheet.addRow(free('Broken', { error: '#DIV/0!' }));
    sheet.addRow(free('Big', 1234567890123456));
    const bytes = Buffer.from(await book.xlsx.writeBuffer());
    const res = await importFile(bytes, 'en', soloToken);
    expect(res.status).toBe(200);
    expect(res.body.result.errors).toEqual([
      {
        row: 6,
        key: 'importSkipCellUnreadable',
        values: { ref: 'K6', value: '#DIV/0!' },
        reason: 'cell K6 cannot be read (#DIV/0!)',
      },
    ]);
    const list = (await t.trpc(soloToken).teacher.getQuestionsByTeacher.query({})).list;
    expect(list.map((q) => [q.name, q.correctAnswer, q.referenceId])).toEqual([
      ['Computed', '0.3', '42'],
      ['Formula', '9.8', ''],
      ['Rich', '12 N', ''],
      ['Dated', '2026-12-06', ''],
      ['Big', '1.23456789012346E+15', ''],
    ]);
  });

  it('reads a merged cell as the spreadsheet shows it: its value in every cell of the range', async () => {
    const solo = await buildTeacher(t);
    const soloToken = await tokenOf(t, solo);
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Questions');
    sheet.addRow(templateHeader);
    for (let i = 2; i <= 7; i++) sheet.addRow(good(`Physics ${i}`));
    sheet.addRow(good('Merged first', { category: 'Math' }));
    sheet.addRow(good('Merged second', { category: 'Physics' }));
    sheet.addRow(good('Across', { category: 'Chemistry' }));
    sheet.mergeCells('B8:B9');
    // Row 11 holds nothing but the second cell of a merged range: still a blank row.
    sheet.mergeCells('L10:L11');
    sheet.getCell('L10').value = 4;
    const bytes = Buffer.from(await book.xlsx.writeBuffer());
    const res = await importFile(bytes, 'en', soloToken);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.result).toMatchObject({ count: 9, errors: [] });
    const rows = await t.app.deps.db.select().from(questions).where(eq(questions.teacherId, solo.id));
    const byName = new Map(rows.map((q) => [q.name, q]));
    expect(byName.get('Merged first')!.category).toBe('Math');
    expect(byName.get('Merged second')!.category).toBe('Math');
    expect(byName.get('Across')!.difficulty).toBe(4);
  });

  it('refuses a file with no valid row, listing the reasons, and stores nothing', async () => {
    const before = await countOf(teacher.id);
    const res = await importFile(workbook([templateHeader, good(''), good('X', { question: '' })]));
    expect(res).toMatchObject({
      status: 400,
      body: { msg: 'No question was imported: row 2: name is required; row 3: the question has no text' },
    });
    expect(await countOf(teacher.id)).toBe(before);
  });

  it('stores nothing when the transaction fails part-way through a large import', async () => {
    const solo = await buildTeacher(t);
    const rows = [templateHeader];
    for (let i = 0; i < 1200; i++) rows.push(good(i === 1100 ? 'BOOM' : `Row ${i}`));
    const allowBoom = await refuseQuestionsNamedBoom(t);
    try {
      const res = await importFile(workbook(rows), 'en', await tokenOf(t, solo));
      expect(res.status).toBe(500);
      expect(await countOf(solo.id)).toBe(0);
    } finally {
      await allowBoom();
    }
    const again = await importFile(workbook(rows), 'en', await tokenOf(t, solo));
    expect(again.body.result.count).toBe(1200);
    expect(await countOf(solo.id)).toBe(1200);
  });

  it('accepts only .xlsx content: text, pictures, other zips and broken files are refused', async () => {
    const before = await countOf(teacher.id);
    const notExcel = { status: 400, body: { msg: 'Please upload excel file!' } };
    expect(await importFile(Buffer.from('name,question\nA,B\n'))).toMatchObject(notExcel);
    expect(await importFile(tinyPng)).toMatchObject(notExcel);
    expect(
      await importFile(zip({ 'word/document.xml': '<w:document/>', '[Content_Types].xml': '<Types/>' })),
    ).toMatchObject(notExcel);
    const truncated = workbook([templateHeader, good('Cut short')]).subarray(0, 600);
    expect(await importFile(Buffer.from(truncated))).toMatchObject(notExcel);
    expect(await importFile(rawXlsx('<row r="1"><c r="A1"', {}))).toMatchObject(notExcel);
    expect(await countOf(teacher.id)).toBe(before);
    // The upload call itself refuses a text file named .xlsx.
    const form = new FormData();
    form.append('type', '2');
    form.append('file', new Blob(['just text']), 'questions.xlsx');
    const upload = await fetch(`${t.url}/api/file/upload`, {
      method: 'POST',
      body: form,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(upload.status).toBe(400);
  });

  it('refuses empty workbooks and sheets without the template’s header', async () => {
    const noRows = { status: 400, body: { msg: 'The Excel file has no questions' } };
    expect(await importFile(workbook([[]]))).toMatchObject(noRows);
    expect(await importFile(rawXlsx(''))).toMatchObject(noRows);
    expect(await importFile(workbook([templateHeader, [], []]))).toMatchObject(noRows);
    expect(
      await importFile(
        workbook([
          ['title', 'text'],
          ['A', 'B'],
        ]),
      ),
    ).toMatchObject({
      status: 400,
      body: { msg: 'The first row must name the columns, as in the template' },
    });
  });

  it('refuses paths that are not an upload', async () => {
    for (const filePath of [
      '/uploads/../../etc/passwd',
      '/uploads/2026/01/missing.xlsx',
      'relative.xlsx',
      '/etc/hosts',
    ]) {
      const res = await t.rest('POST', '/teacher/batchCreateQuestion', { token, body: { filePath, language: 'en' } });
      expect(res, filePath).toMatchObject({
        status: 400,
        body: { msg: 'The uploaded file was not found, please upload it again' },
      });
    }
    const picture = await t.app.deps.files.save(Readable.from([tinyPng]), 'png');
    const res = await t.rest('POST', '/teacher/batchCreateQuestion', {
      token,
      body: { filePath: picture, language: 'en' },
    });
    expect(res.body.msg).toBe('Please upload excel file!');
  });

  it('is not polluted by __proto__ payloads in the header, the cells or the XML itself', async () => {
    const header = await importFile(
      workbook([
        ['name', 'question', '__proto__'],
        ['A', 'B', '{"polluted":1}'],
      ]),
    );
    expect(header).toMatchObject({
      status: 400,
      body: { msg: 'The header row has a forbidden column name: __proto__' },
    });
    const constructorHeader = await importFile(
      workbook(
        [
          ['name', 'question', 'Constructor'],
          ['A', 'B', 'x'],
        ],
        { sst: true },
      ),
    );
    expect(constructorHeader.status).toBe(400);
    expect(polluted().polluted).toBeUndefined();

    // Dangerous words as cell values are just text.
    const solo = await buildTeacher(t);
    const cells = await importFile(
      rawXlsx(
        `<row r="1">${cell('A1', 'name')}${cell('B1', 'question')}${cell('C1', 'type')}${cell('D1', 'correctAnswer')}${cell('E1', 'polluted')}</row>` +
          `<row r="2"><c r="A2" t="s" __proto__="x" constructor="y"><v>0</v></c>${cell('B2', 'constructor')}${cell('C2', '2')}${cell('D2', 'prototype')}${cell('E2', 'yes')}</row>`,
        {
          'xl/sharedStrings.xml':
            '<?xml version="1.0" encoding="UTF-8"?><sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><si><t>__proto__</t></si></sst>',
        },
      ),
      'en',
      await tokenOf(t, solo),
    );
    expect(cells.status).toBe(200);
    const [row] = await t.app.deps.db.select().from(questions).where(eq(questions.teacherId, solo.id));
    expect(row).toMatchObject({ name: '__proto__', qText: 'constructor', correctAnswer: 'prototype' });
    expect(polluted().polluted).toBeUndefined();

    // XML elements named after prototype keys are refused outright.
    for (const xml of [
      '<row r="1"><__proto__><polluted>yes</polluted></__proto__></row>',
      '<row r="1"><c r="A1"><constructor><prototype><polluted>yes</polluted></prototype></constructor></c></row>',
    ]) {
      expect(await importFile(rawXlsx(xml))).toMatchObject({ status: 400, body: { msg: 'Please upload excel file!' } });
    }
    // So are entity definitions (billion laughs).
    const laughs = `<!DOCTYPE x [<!ENTITY a "ha"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">]>`;
    const withDoctype = rawXlsx('', {
      'xl/worksheets/sheet1.xml': `<?xml version="1.0"?>${laughs}<worksheet><sheetData><row r="1">${cell('A1', '&b;')}</row></sheetData></worksheet>`,
    });
    expect((await importFile(withDoctype)).body.msg).toBe('Please upload excel file!');
    expect(polluted().polluted).toBeUndefined();
    expect(Object.hasOwn(Object.prototype, 'polluted')).toBe(false);
  });

  it('refuses a 200,000-row sheet and a zip bomb of shared strings quickly, and keeps serving', async () => {
    const rows: string[] = [`<row r="1">${cell('A1', 'name')}${cell('B1', 'question')}</row>`];
    for (let r = 2; r <= 200_001; r++)
      rows.push(`<row r="${r}"><c r="A${r}"><v>${r}</v></c><c r="B${r}"><v>1</v></c></row>`);
    const huge = rawXlsx(rows.join(''));
    let started = Date.now();
    const res = await importFile(huge);
    expect(res).toMatchObject({ status: 400, body: { msg: 'The Excel file has more than 2000 rows' } });
    expect(Date.now() - started).toBeLessThan(10_000);

    const bomb = rawXlsx(`<row r="1">${cell('A1', 'name')}</row>`, {
      'xl/sharedStrings.xml': strToU8(`<sst><si><t>${'A'.repeat(40 * 1024 * 1024)}</t></si></sst>`),
    });
    expect(bomb.length).toBeLessThan(1024 * 1024);
    started = Date.now();
    expect(await importFile(bomb)).toMatchObject({ status: 400, body: { msg: 'The Excel file is too large to read' } });
    expect(Date.now() - started).toBeLessThan(10_000);
    expect((await fetch(`${t.url}/api/health`)).status).toBe(200);
  });
});
