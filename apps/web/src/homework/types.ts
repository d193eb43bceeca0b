import type { RouterOutputs } from '../session/storage';

export type Homework = RouterOutputs['user']['getHWById'];
export type ListedHomework = RouterOutputs['teacher']['getHWByTeacher']['list'][number];
