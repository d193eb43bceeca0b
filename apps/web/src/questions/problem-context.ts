import { createContext, useContext } from 'react';
import { type FieldProblem, problemAt } from './server-problem';

/** The last refused save's field problem, for the editor's fields to show beside themselves. */
export const ProblemContext = createContext<FieldProblem | null>(null);

/** The refused save's problem when it is about `field` (or inside it), else undefined. */
export function useProblemAt(field: string): string | undefined {
  return problemAt(useContext(ProblemContext), field);
}

/** The refused save's problem when it is about `field` itself (not a field inside it). */
export function useOwnProblem(field: string): string | undefined {
  const problem = useContext(ProblemContext);
  return problem?.field === field ? problem.problem : undefined;
}
