import { expect } from 'vitest';
import type { Sitting } from './seed-database';
import type { ServerProcess } from './server-process';

/** The stored answers of every exercise of a sitting (`exerciseId/questionId` → answer), read back through the API. */
export async function storedAnswers(server: ServerProcess, sitting: Sitting) {
  const stored = new Map<string, string>();
  for (const [s, id] of sitting.exerciseIds.entries()) {
    const res = await fetch(`${server.url}/api/user/getExerciseById?id=${id}`, {
      headers: { authorization: `Bearer ${sitting.tokens[s]}` },
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { result: { questionList: { question: { _id: string }; answer: string }[] } };
    for (const q of body.result.questionList) stored.set(`${id}/${q.question._id}`, q.answer);
  }
  return stored;
}
