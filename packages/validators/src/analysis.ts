import { z } from 'zod';
import { id } from './common';

/** Item analysis of one homework (or exam) of a class: its first finished attempts. */
export const itemAnalysisInput = z.object({ classId: id, homeworkId: id });

/** The class gradebook: every student of the class against every homework of it. */
export const gradebookInput = z.object({ classId: id });

export const gradebookFormats = ['csv', 'xlsx'] as const;
export type GradebookFormat = (typeof gradebookFormats)[number];
export const gradebookExportInput = z.object({ classId: id, format: z.enum(gradebookFormats) });

/** A child's results over time, for the child or their parent. */
export const studentTrendInput = z.object({ studentId: id });
