import { type ClassState, states } from './constants';

export type StateName = 'draft' | 'submitted' | 'published';

/** The name of a class's `isPublish` value (DESIGN.md: 0 draft, 1 submitted, 2 published). */
export function stateName(isPublish: number): StateName {
  if (isPublish === states.published) return 'published';
  if (isPublish === states.submitted) return 'submitted';
  return 'draft';
}

/** The teacher's flame colours: gray for a draft, light yellow once submitted, red when published. */
export const stateColors: Record<StateName, string> = {
  draft: 'gray.5',
  submitted: 'yellow.4',
  published: 'red.6',
};

/** What the teacher's toggle sends: a draft is submitted (1); anything else is withdrawn (0). */
export function nextTeacherPublish(isPublish: number): 0 | 1 {
  return isPublish === states.draft ? 1 : 0;
}

/** What the admin's audit toggle sends: published goes back to submitted, otherwise published. */
export function nextAuditState(isPublish: number): ClassState {
  return isPublish === states.published ? states.submitted : states.published;
}
