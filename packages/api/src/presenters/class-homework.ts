import { isoOrNull } from './time';
/** One entry of a class's homework list (Add content), as the spec's `homeworkList` item with counts. */
export function presentClassHomework(r: {
  homeworkId: string;
  name: string;
  dueDate: Date | null;
  isExam: boolean;
  examDuration: number;
  position: number;
  numQuestions: number;
  published: number;
}) {
  return {
    name: r.name,
    hwID: {
      _id: r.homeworkId,
      name: r.name,
      dueDate: isoOrNull(r.dueDate),
      isExam: r.isExam,
      examDuration: r.examDuration,
    },
    position: r.position,
    numQuestions: r.numQuestions,
    /** How many students of the class have it. */
    published: r.published,
  };
}
