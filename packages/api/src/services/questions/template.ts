import XLSX from 'sheetjs-style';
import { importColumns } from './columns';

const headerStyle = {
  font: { bold: true, color: { rgb: 'FFFFFFFF' } },
  fill: { patternType: 'solid', fgColor: { rgb: 'FF1F4E79' } },
  alignment: { vertical: 'center', horizontal: 'center' },
  border: { bottom: { style: 'thin', color: { rgb: 'FF999999' } } },
};

/** One example of each question type, in the template's column order (a column left out is blank). */
const examples: Partial<Record<(typeof importColumns)[number]['key'], string>>[] = [
  {
    name: "Newton's second law",
    category: 'Physics',
    type: '0',
    choices: '4',
    question:
      'A net force of $F = 10\\,\\text{N}$ acts on a mass of $m = 2\\,\\text{kg}$. What is its acceleration $a$?',
    answerA: '$2\\,\\text{m/s}^2$',
    answerB: '$5\\,\\text{m/s}^2$',
    answerC: '$10\\,\\text{m/s}^2$',
    answerD: '$20\\,\\text{m/s}^2$',
    answerE: '',
    correctAnswer: 'B',
    difficulty: '2',
    solution: 'From $F = ma$: $a = F/m = 10/2 = 5\\,\\text{m/s}^2$.',
    copyright: '',
    referenceId: 'PHY-001',
  },
  {
    name: 'Roots of a quadratic',
    category: 'Math',
    type: '1',
    choices: '5',
    question: 'Which numbers are roots of $x^2 - 5x + 6 = 0$? Choose all that apply.',
    answerA: '$x = 1$',
    answerB: '$x = 2$',
    answerC: '$x = 3$',
    answerD: '$x = 6$',
    answerE: '$x = -2$',
    correctAnswer: 'B,C',
    difficulty: '3',
    solution: '$x^2 - 5x + 6 = (x - 2)(x - 3)$, so $x = 2$ or $x = 3$.',
    copyright: '',
    referenceId: 'MATH-002',
  },
  {
    name: 'Kinetic energy',
    category: 'Physics',
    type: '2',
    choices: '4',
    question: 'A $3\\,\\text{kg}$ ball moves at $4\\,\\text{m/s}$. Find its kinetic energy $E_k = \\frac{1}{2}mv^2$.',
    answerA: '',
    answerB: '',
    answerC: '',
    answerD: '',
    answerE: '',
    correctAnswer: '24 J',
    difficulty: '2',
    solution: '$E_k = \\frac{1}{2} \\times 3 \\times 4^2 = 24\\,\\text{J}$.',
    copyright: '',
    referenceId: 'PHY-003',
  },
  {
    name: 'Projectile range',
    category: 'Physics',
    type: '2',
    question:
      'A ball is thrown at {v0} m/s at 45° above level ground. How far does it land? Take $g = 9.8\\,\\text{m/s}^2$.',
    correctAnswer: '{v0}^2 / 9.8',
    difficulty: '3',
    solution: '$R = v_0^2 \\sin(2\\theta)/g = {v0}^2/9.8$.',
    referenceId: 'PHY-004',
    answerType: 'number',
    tolerance: '0.02',
    toleranceType: 'relative',
    unit: 'm',
    sigFigs: '',
    params: 'v0 = 10..30 step 1',
  },
  {
    name: 'Expand a product',
    category: 'Math',
    type: '2',
    question: 'Expand $2(x + 1)$.',
    correctAnswer: '2*(x+1)',
    difficulty: '1',
    answerType: 'expression',
  },
];

function styleHeader(sheet: XLSX.WorkSheet, columns: number) {
  for (let c = 0; c < columns; c++) {
    const cell = sheet[XLSX.utils.encode_cell({ r: 0, c })];
    if (cell) cell.s = headerStyle;
  }
}

/**
 * The batch-import template (GET /api/question_template.xlsx), written with sheetjs-style: a styled
 * header row, one example of each question type with formulas in `$…$`, and a Notes sheet on each column.
 */
export function questionTemplate(): Buffer {
  const keys = importColumns.map((c) => c.key);
  const questionsSheet = XLSX.utils.aoa_to_sheet([keys, ...examples.map((e) => keys.map((k) => e[k] ?? ''))]);
  styleHeader(questionsSheet, keys.length);
  questionsSheet['!cols'] = keys.map((k) => ({
    wch: k === 'question' || k === 'solution' ? 60 : k.startsWith('answer') ? 18 : 14,
  }));

  const notes = XLSX.utils.aoa_to_sheet([
    ['Column', 'Required', 'What to write', '说明'],
    ...importColumns.map((c) => [c.key, c.required, c.note, c.noteZh]),
    [],
    ['', '', 'The first row of the Questions sheet names the columns; keep it. Each further row is one question.'],
    ['', '', 'Rows with a problem are skipped and reported by row number; the other rows are imported.'],
    ['', '', 'Formulas: write LaTeX between dollar signs, e.g. $\\frac{1}{2}mv^2$.'],
  ]);
  styleHeader(notes, 4);
  notes['!cols'] = [{ wch: 16 }, { wch: 18 }, { wch: 90 }, { wch: 50 }];

  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, questionsSheet, 'Questions');
  XLSX.utils.book_append_sheet(book, notes, 'Notes');
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx', cellStyles: true }) as Buffer;
}
