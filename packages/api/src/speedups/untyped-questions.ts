import { LRUCache } from 'lru-cache';
import { countLookup, speedupsOn } from './switch';

/**
 * Questions last seen not graded by the checker (services/exercises/answers): a save of their answer
 * skips reading the question first. The write itself holds the rule (a save not judged writes only an
 * answer the checker does not grade), so a question changed since is read and judged on the retry.
 */
const untyped = new LRUCache<string, true>({ max: 50_000 });

/** Whether `questionId` was last seen not graded by the checker (always false with the speed-ups off). */
export function knownUntyped(questionId: string): boolean {
  if (!speedupsOn()) return false;
  const hit = untyped.has(questionId);
  countLookup('untyped-questions', hit);
  return hit;
}

/** Notes what the checker made of `questionId` when it read it. */
export function rememberUntyped(questionId: string, isUntyped: boolean): void {
  if (!speedupsOn()) return;
  if (isUntyped) untyped.set(questionId, true);
  else untyped.delete(questionId);
}
