import { messages } from '@quanta/validators';
import { z } from 'zod';
import { isoOrNull } from './time';
import { personShape } from './user';
import { count, instant, named, wire } from './wire';

/** One entry of a class's homework list (Add content): the spec's `homeworkList` item with counts. */
export const classHomeworkShape = named(
  'ClassHomework',
  wire({
    name: z.string(),
    hwID: wire({
      _id: z.string(),
      name: z.string(),
      dueDate: instant.nullable(),
      isExam: z.boolean(),
      examDuration: z.number().int(),
    }),
    position: z.number().int(),
    numQuestions: count,
    published: count,
  }),
);

/** A change to a class's homework list: the message the web app shows and the list as it is now. */
export const classHomeworkListShape = named(
  'ClassHomeworkList',
  wire({ message: z.enum([messages.addSuccess, messages.deleteSuccess]), homeworkList: z.array(classHomeworkShape) }),
);

/** A homework published to students of a class: how many got it now, how many had it, and who got it. */
export const publishedHomeworkShape = named(
  'PublishedHomework',
  wire({
    message: z.literal(messages.publishHomeworkSuccess),
    published: count,
    skipped: count,
    studentIDs: z.array(z.string()),
  }),
);

/** Exercises taken back from students: how many were deleted. */
export const unpublishedHomeworkShape = named(
  'UnpublishedHomework',
  wire({ message: z.literal(messages.unpublishHomeworkSuccess), unpublished: count }),
);

/** A class's roster for one homework: per student whether it is published to them, and their exercise. */
export const homeworkRosterShape = named(
  'HomeworkRoster',
  wire({
    list: z.array(wire({ student: personShape, published: z.boolean(), exerciseId: z.string().nullable() })),
  }),
);

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
}): z.infer<typeof classHomeworkShape> {
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
