import type { ClassState, classCategories, classStates } from '@quanta/validators';

// The values of @quanta/validators' classes module, restated here because importing values from that
// module would ship its zod schemas to the browser; the types keep the two the same.

/** The categories the home page anchors (#Physics, #Math) and lists first, in this order. */
export const categories: typeof classCategories = ['Physics', 'Math'];

/** `isPublish`: 0 draft, 1 submitted for audit, 2 published. */
export const states: typeof classStates = { draft: 0, submitted: 1, published: 2 };

export type { ClassState };
