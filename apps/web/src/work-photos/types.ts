import type { RouterOutputs } from '../session/storage';

/** A photo or PDF of working attached to an answer (or to the homework as a whole), as the server answers it. */
export type WorkPhoto = RouterOutputs['user']['getWorkPhotos'][number];

/** Photos of one answer: a question's, or (`null`) the homework's as a whole, in their order. */
export const photosOf = <T extends { questionId: string | null; position?: number }>(
  photos: readonly T[] | undefined,
  questionId: string | null,
): T[] => (photos ?? []).filter((p) => p.questionId === questionId);
