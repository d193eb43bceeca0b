import type { RouterOutputs } from '../session/storage';

export type FoundHomework = RouterOutputs['teacher']['getHWByTeacher']['list'][number];
export type ClassHomeworkEntry = NonNullable<RouterOutputs['public']['getClassById']['homeworkList']>[number];
export type RosterEntry = RouterOutputs['teacher']['getStudentListByExercise']['list'][number];
