import { useMergedRef } from '@mantine/hooks';
import type { Ref } from 'react';

/** `@floating-ui/react`'s `useMergeRefs` (refs in an array) on Mantine's `useMergedRef`: see `scroll-area-refs.ts`. */
export const useMergeRefs = <T>(refs: Ref<T>[]) => useMergedRef(...refs);
