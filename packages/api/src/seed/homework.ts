import { type DbOrTx, homework, homeworkQuestions } from '@quanta/db';
import { sanitiseRichText } from '../services/richtext/sanitise';

const day = 24 * 60 * 60 * 1000;

/** The homework of the question types beyond the spec's three, published to Amy not yet started. */
export const questionsThatTeach = 'Questions that teach';

/** The demo homework sets: each with 5–10 questions in order, two of them exams. */
const demoHomework: {
  teacher: 'teacherWang' | 'teacherSmith';
  name: string;
  description: string;
  language: 'en' | 'zh';
  dueInDays: number;
  isExam?: boolean;
  examDuration?: number;
  /** Each student's own order of the questions and choices, and an exam window from a day ago to its due date. */
  fair?: boolean;
  questions: string[];
}[] = [
  // Newest first in the lists (each entry is a moment older than the one before), after the class sets.
  {
    teacher: 'teacherWang',
    name: questionsThatTeach,
    description: '<p>Part marks, feedback on each answer and hints after a wrong try.</p>',
    language: 'en',
    dueInDays: 10,
    questions: ['teachIntro', 'teachCloze', 'teachMatching', 'teachTrueFalse', 'teachSiUnits', 'teachMoonForce'],
  },
  {
    teacher: 'teacherWang',
    name: 'Units, figures and variants',
    description:
      '<p>Typed answers graded at once: give units and the asked significant figures. The projectile has your own numbers.</p>',
    language: 'en',
    dueInDays: 10,
    questions: ['gradedGravity', 'gradedSpeed', 'gradedProjectile', 'kinematics1', 'kinematics2'],
  },
  {
    teacher: 'teacherSmith',
    name: 'Algebra you can check',
    description: '<p>Type an expression; any equivalent form is right.</p>',
    language: 'en',
    dueInDays: 10,
    questions: ['gradedAlgebra', 'quadratic1', 'derivative1', 'quadratic2', 'derivative2'],
  },
  {
    teacher: 'teacherWang',
    name: 'Kinematics warm-up',
    description: '<p>Speeds, accelerations and vectors. Use $v = v_0 + at$.</p>',
    language: 'en',
    dueInDays: 7,
    questions: ['vectors', 'kinematics1', 'kinematics2', 'kinematics3', 'kinematics4', 'newton1', 'incline'],
  },
  {
    teacher: 'teacherWang',
    name: '力学单元测验',
    description: '<p>限时 15 分钟，请独立完成。</p>',
    language: 'zh',
    dueInDays: 10,
    isExam: true,
    examDuration: 15,
    questions: ['zhNewton2', 'zhScalars', 'zhMomentum', 'freeFall1', 'freeFall2', 'freeFall3'],
  },
  {
    teacher: 'teacherWang',
    name: 'Circuits practice',
    description: "<p>Ohm's law $V = IR$ and resistor networks, with one question from the Physics Library.</p>",
    language: 'en',
    dueInDays: 14,
    questions: ['ohm1', 'ohm2', 'ohm3', 'ohm4', 'ohm5', 'resistors'],
  },
  {
    teacher: 'teacherSmith',
    name: 'Quadratics and derivatives',
    description: '<p>Factor, then differentiate. Show your work for the free-response questions.</p>',
    language: 'en',
    dueInDays: 5,
    questions: ['slope', 'quadratic1', 'quadratic2', 'quadratic3', 'derivative1', 'derivative2', 'derivative3'],
  },
  {
    teacher: 'teacherSmith',
    name: '几何小测',
    description: '<p>勾股定理与对数，限时 30 分钟。</p>',
    language: 'zh',
    dueInDays: 12,
    isExam: true,
    examDuration: 30,
    questions: ['pythagoras1', 'pythagoras2', 'pythagoras3', 'pythagoras4', 'pythagoras5', 'zhLog'],
  },
  {
    teacher: 'teacherSmith',
    name: 'Mixed practice',
    description: '<p>A bit of everything before the midterm.</p>',
    language: 'en',
    dueInDays: 21,
    questions: [
      'projectile',
      'spring',
      'primes',
      'circleArea',
      'quadratic4',
      'quadratic5',
      'derivative4',
      'derivative5',
    ],
  },
  {
    teacher: 'teacherWang',
    name: 'Physics check-up quiz',
    description: '<p>15 minutes, on your own: photons, time dilation and mechanics.</p>',
    language: 'en',
    dueInDays: 9,
    isExam: true,
    examDuration: 15,
    questions: ['photon', 'dilation', 'vectors', 'newton1', 'kinematics1'],
  },
  {
    teacher: 'teacherSmith',
    name: 'Geometry and algebra quiz',
    description:
      '<p>20 minutes: slopes, circles, roots and a derivative. Everyone gets the questions in an order of their own.</p>',
    language: 'en',
    dueInDays: 8,
    isExam: true,
    examDuration: 20,
    fair: true,
    questions: ['slope', 'circleArea', 'quadratic1', 'derivative1', 'primes'],
  },
];

/** The demo teachers' homework sets, built from the demo questions by key. */
export async function seedHomework(
  tx: DbOrTx,
  people: Map<string, string>,
  questionIds: Map<string, string>,
  now: Date,
) {
  for (const [i, h] of demoHomework.entries()) {
    const at = new Date(now.getTime() - i * 1000);
    const [row] = await tx
      .insert(homework)
      .values({
        teacherId: people.get(h.teacher)!,
        name: h.name,
        description: sanitiseRichText(h.description),
        language: h.language,
        dueDate: new Date(now.getTime() + h.dueInDays * day),
        isExam: h.isExam ?? false,
        examDuration: h.examDuration ?? 15,
        ...(h.fair
          ? {
              shuffleQuestions: true,
              shuffleChoices: true,
              opensAt: new Date(now.getTime() - day),
              closesAt: new Date(now.getTime() + h.dueInDays * day),
            }
          : {}),
        createdAt: at,
        updatedAt: at,
      })
      .returning({ id: homework.id });
    await tx.insert(homeworkQuestions).values(
      h.questions.map((key, position) => {
        const questionId = questionIds.get(key);
        if (!questionId) throw new Error(`demo homework ${h.name}: no demo question ${key}`);
        return { homeworkId: row!.id, questionId, position };
      }),
    );
  }
}
