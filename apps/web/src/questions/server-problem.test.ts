import { TRPCClientError } from '@trpc/client';
import { describe, expect, it } from 'vitest';
import { fieldProblemOf, problemAt, splitFieldProblem } from './server-problem';

describe('the field a refused save names', () => {
  it('splits `field: problem` at the first colon', () => {
    expect(splitFieldProblem('body.parts.0.answers: must have an answer with full credit')).toEqual({
      field: 'body.parts.0.answers',
      problem: 'must have an answer with full credit',
    });
    expect(splitFieldProblem('qText: must show part {#2}')).toEqual({ field: 'qText', problem: 'must show part {#2}' });
    expect(splitFieldProblem('input: Invalid input')).toBeNull();
    expect(splitFieldProblem('Something went wrong')).toBeNull();
  });

  it('reads only a 400 of the input check', () => {
    const refused = new TRPCClientError('body.pairs: must hold at least 2 pairs with a prompt', {
      result: { error: { message: '', code: -32600, data: { key: 'badRequest' } } },
    });
    expect(fieldProblemOf(refused)?.field).toBe('body.pairs');
    const other = new TRPCClientError('x: y', {
      result: { error: { message: '', code: -32600, data: { key: 'forbidden' } } },
    });
    expect(fieldProblemOf(other)).toBeNull();
    expect(fieldProblemOf(new Error('body.pairs: no'))).toBeNull();
  });

  it('gives the problem to the field and to the lists holding it', () => {
    const problem = { field: 'body.parts.1.choices', problem: 'must hold at least 2 choices' };
    expect(problemAt(problem, 'body.parts.1')).toBe('must hold at least 2 choices');
    expect(problemAt(problem, 'body.parts')).toBe('must hold at least 2 choices');
    expect(problemAt(problem, 'body.parts.0')).toBeUndefined();
    expect(problemAt(problem, 'body.part')).toBeUndefined();
  });
});
