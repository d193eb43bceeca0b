/** The columns of the question template and of a batch import, in the template's order. */
export const importColumns = [
  {
    key: 'name',
    aliases: [],
    required: 'yes',
    note: 'A short name to find the question by in My Questions.',
    noteZh: '题目名称，用于在“我的题目”中查找。',
  },
  {
    key: 'category',
    aliases: [],
    required: 'no',
    note: 'Physics or Math (default Physics).',
    noteZh: '科目：Physics 或 Math（默认 Physics）。',
  },
  {
    key: 'type',
    aliases: ['isChoice', 'questionType'],
    required: 'no',
    note: '0 single select (default), 1 multi select, 2 free response; the words single, multi and free work too.',
    noteZh: '题型：0 单选（默认），1 多选，2 问答；也可写 single、multi、free。',
  },
  {
    key: 'choices',
    aliases: ['numChoice'],
    required: 'no',
    note: 'How many choices a select question offers: 4 (A-D, default) or 5 (A-E).',
    noteZh: '选项个数：4（A-D，默认）或 5（A-E）。',
  },
  {
    key: 'question',
    aliases: ['qText'],
    required: 'yes',
    note: 'The question text. Write formulas between dollar signs, e.g. $F = ma$.',
    noteZh: '题干。公式写在美元符号之间，例如 $F = ma$。',
  },
  {
    key: 'answerA',
    aliases: ['a'],
    required: 'select questions',
    note: 'Choice A (needed for single and multi select).',
    noteZh: '选项 A（单选、多选必填）。',
  },
  { key: 'answerB', aliases: ['b'], required: 'select questions', note: 'Choice B.', noteZh: '选项 B。' },
  { key: 'answerC', aliases: ['c'], required: 'select questions', note: 'Choice C.', noteZh: '选项 C。' },
  { key: 'answerD', aliases: ['d'], required: 'select questions', note: 'Choice D.', noteZh: '选项 D。' },
  {
    key: 'answerE',
    aliases: ['e'],
    required: 'with 5 choices',
    note: 'Choice E, only when choices is 5.',
    noteZh: '选项 E，仅当选项个数为 5 时填写。',
  },
  {
    key: 'correctAnswer',
    aliases: ['answer'],
    required: 'select questions',
    note: 'Single select: one letter (A). Multi select: letters separated by commas (A,C). Free response: any text.',
    noteZh: '正确答案。单选：一个字母（A）；多选：用逗号分隔的字母（A,C）；问答：任意文字。',
  },
  {
    key: 'difficulty',
    aliases: ['difficuty'],
    required: 'no',
    note: '1 (easiest) to 5 (hardest), default 3.',
    noteZh: '难度：1（最易）到 5（最难），默认 3。',
  },
  {
    key: 'solution',
    aliases: ['description'],
    required: 'no',
    note: 'The worked solution shown after answering; formulas between dollar signs.',
    noteZh: '解析，作答后显示；公式写在美元符号之间。',
  },
  { key: 'copyright', aliases: [], required: 'no', note: 'Copyright notice, if any.', noteZh: '版权信息（可选）。' },
  {
    key: 'referenceId',
    aliases: ['reference'],
    required: 'no',
    note: 'Your own reference, e.g. the number in a book.',
    noteZh: '参考编号，例如书中的题号。',
  },
  {
    key: 'answerType',
    aliases: [],
    required: 'no',
    note: 'Free response only: text (default, the teacher grades), number or expression (graded at once).',
    noteZh: '仅问答题：text（默认，由老师批改）、number（数值）或 expression（表达式），后两者自动判分。',
  },
  {
    key: 'tolerance',
    aliases: [],
    required: 'no',
    note: 'For number: how far the answer may be off, default 0.01 (1 % when relative).',
    noteZh: '数值题的允许误差，默认 0.01（相对误差时即 1%）。',
  },
  {
    key: 'toleranceType',
    aliases: [],
    required: 'no',
    note: 'relative (default: a fraction of the correct value) or absolute (a difference).',
    noteZh: 'relative（默认，相对误差：正确值的比例）或 absolute（绝对误差）。',
  },
  {
    key: 'unit',
    aliases: [],
    required: 'no',
    note: 'For number: the unit, e.g. m/s^2; answers must carry a unit of the same kind (980 cm/s^2 is right).',
    noteZh: '数值题的单位，例如 m/s^2；学生答案须带同类单位（980 cm/s^2 也算对）。',
  },
  {
    key: 'sigFigs',
    aliases: ['significantFigures'],
    required: 'no',
    note: 'For number: the significant figures the answer must show, 1 to 10; blank for any.',
    noteZh: '数值题要求的有效数字位数，1 到 10；留空则不限。',
  },
  {
    key: 'params',
    aliases: ['parameters'],
    required: 'no',
    note: 'Values that differ per student, e.g. v0 = 10..30 step 1; angle = 30, 45, 60. Write {v0} in the question, choices, solution and correct answer.',
    noteZh: '每个学生不同的参数，例如 v0 = 10..30 step 1; angle = 30, 45, 60。在题干、选项、解析和正确答案中写 {v0}。',
  },
] as const;

export type ImportColumnKey = (typeof importColumns)[number]['key'];

/** Header text as compared: lower case, letters and digits only (`Correct Answer` → `correctanswer`). */
export const headerKey = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, '');

/** Header spellings → column, built once; a Map, so no header text ever becomes an object key. */
export const columnByHeader = new Map<string, ImportColumnKey>(
  importColumns.flatMap((c) => [c.key, ...c.aliases].map((name) => [headerKey(name), c.key] as const)),
);
