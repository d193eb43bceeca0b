import { answerEntries, readAnswerList } from './answer-list';
import type { MatchPair, QuestionBody } from './body';
import { combineParts, type Scored, teacherGrades, wrongChoice } from './credit';
import type { Judgement } from './judge';

/** A matching question's prompts: its pairs with a prompt, in stored order (a pair without one is a distractor answer). */
export const matchingPrompts = (body: QuestionBody): MatchPair[] =>
  (body.pairs ?? []).filter((p) => p.prompt.trim() !== '');

/** The answers a matching question offers: every pair's answer (distractors too), each text once, in stored order. */
export const matchingOptions = (body: QuestionBody): string[] => [
  ...new Set((body.pairs ?? []).map((p) => p.answer).filter((a) => a.trim() !== '')),
];

/** Whether a matching answer is a JSON array with an offered answer (or '' for none) for each prompt. */
export function matchingWellFormed(body: QuestionBody, answer: string): boolean {
  const list = readAnswerList(answer);
  const options = new Set(matchingOptions(body));
  return list !== null && list.length === matchingPrompts(body).length && list.every((a) => a === '' || options.has(a));
}

/**
 * A matching answer (the chosen answer text for each prompt): each prompt right or not, the question's
 * credit the share of prompts right. Answers compare by text, so prompts sharing an answer text accept
 * it for each; an unanswered prompt is unreadable.
 */
export function judgeMatching(body: QuestionBody, answer: string): Judgement {
  const prompts = matchingPrompts(body);
  if (prompts.length === 0) return teacherGrades();
  const chosen = answerEntries(answer, prompts.length);
  const parts = prompts.map((pair, i): Scored => {
    const given = chosen[i]!.trim();
    if (given === '') return { score: 0, reason: 'unreadable', feedback: '' };
    return given === pair.answer.trim()
      ? { score: 1, reason: 'correct', feedback: '' }
      : { score: 0, reason: wrongChoice, feedback: '' };
  });
  return combineParts(
    parts,
    parts.map(() => 1),
  );
}
