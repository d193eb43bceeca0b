import { z } from 'zod';
import { classroomClassShape, presentClassroomClass } from './exercise';
import { isoOrNull } from './time';
import { instant, named, wire } from './wire';

/** A homework as the classroom lists it, without any student's exercise: no progress, answers or scores. */
export const previewHomeworkShape = named(
  'PreviewHomework',
  wire({
    _id: z.string(),
    name: z.string(),
    isExam: z.boolean(),
    /** Minutes. */
    examDuration: z.number().int(),
    dueDate: instant.nullable(),
    /** An exam's window: no start before `opensAt`, none from `closesAt` on; null: no bound. */
    opensAt: instant.nullable(),
    closesAt: instant.nullable(),
  }),
);

/**
 * The classroom as the class's students see it, for its teacher: the class's head and, in the class's
 * order, each homework of its list published to at least one of its students.
 */
export const classroomPreviewShape = named(
  'ClassroomPreview',
  wire({ ...classroomClassShape.shape, homeworkList: z.array(previewHomeworkShape) }),
);

export interface PreviewHomeworkRow {
  id: string;
  name: string;
  isExam: boolean;
  examDuration: number;
  dueDate: Date | null;
  opensAt: Date | null;
  closesAt: Date | null;
}

export function presentClassroomPreview(
  c: { id: string; name: string; bulletin: string },
  homework: PreviewHomeworkRow[],
): z.infer<typeof classroomPreviewShape> {
  return {
    ...presentClassroomClass(c),
    homeworkList: homework.map((h) => ({
      _id: h.id,
      name: h.name,
      isExam: h.isExam,
      examDuration: h.examDuration,
      dueDate: isoOrNull(h.dueDate),
      opensAt: isoOrNull(h.opensAt),
      closesAt: isoOrNull(h.closesAt),
    })),
  };
}
