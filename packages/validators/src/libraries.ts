import { z } from 'zod';
import { flag } from './classes';
import { id, requiredText } from './common';
import { limits } from './limits';

const name = requiredText(limits.libraryName);
/** Library admin's up and down buttons. */
export const orderMove = z.enum(['up', 'down']);
export type OrderMove = z.infer<typeof orderMove>;

export const createLibraryInput = z.object({ name });
/** `expired` is optional: the admin screen sends only the name. */
export const updateLibraryInput = z.object({ id, name, expired: flag.optional() });
export const createChapterInput = z.object({ name, libraryId: id });
export const updateChapterInput = z.object({ chapterId: id, libraryId: id, name });
export const deleteChapterInput = z.object({ chapterId: id, libraryId: id });
export const createSectionInput = z.object({ name, chapterId: id, libraryId: id });
export const updateSectionInput = z.object({ sectionId: id, chapterId: id, libraryId: id, name });
export const deleteSectionInput = z.object({ sectionId: id, chapterId: id, libraryId: id });
export const changeLibraryOrderInput = z.object({ libraryId: id, type: orderMove });
export const changeChapterOrderInput = z.object({ libraryId: id, chapterId: id, type: orderMove });
export const changeSectionOrderInput = z.object({ libraryId: id, chapterId: id, sectionId: id, type: orderMove });
export const libraryTeacherInput = z.object({ teacherId: id, libraryId: id });
