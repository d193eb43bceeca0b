import { LRUCache } from 'lru-cache';
import {
  type ExerciseHead,
  type ExerciseViewOptions,
  exerciseShown,
  presentExerciseWith,
  presentQuestionList,
  type QuestionList,
} from '../presenters/exercise';
import type { Score } from '../services/exercises/rules';
import type { RunnerRead } from '../services/exercises/runner';
import { JsonText } from './json-text';
import { countLookup, speedupsOn } from './switch';

interface KeptList {
  list: JsonText<QuestionList>;
  score: Score;
}

/**
 * The runner's question lists as written, by what makes them: the exercise and its student (variants),
 * what the view shows, and the answers' text from the runner's statement. That text names each answer's
 * columns and each question's id, row version and source name, so an equal text is the same list: a
 * student opening the runner again, or every reload while answering, is answered without reading the
 * answers, presenting the questions or writing them as JSON again. A pure function's memo: nothing in it
 * can be out of date, on this server or another. Bounded by size (the key's and the text's characters).
 */
const kept = new LRUCache<string, KeptList>({
  maxSize: 24 * 1024 * 1024,
  sizeCalculation: (value, key) => key.length + value.list.text.length,
});

/**
 * The runner's view of an exercise (`presentExercise` for its student, with the solution text). With the
 * speed-ups off the list is presented and written anew for each call.
 */
export async function presentRunner(h: ExerciseHead, read: RunnerRead, now: Date) {
  const o: ExerciseViewOptions = { viewer: 'student', solutionText: true };
  const shown = exerciseShown(h, o, now);
  if (!speedupsOn()) {
    const { questionList, score } = presentQuestionList(h.exercise, await read.answers(), shown, o);
    return presentExerciseWith(h, { questionList, score }, now);
  }
  const key = `${h.exercise.id} ${h.exercise.studentId} ${Number(shown.all)}${Number(shown.sealed)} ${read.answersJson}`;
  let entry = kept.get(key);
  countLookup('runner-lists', entry !== undefined);
  if (!entry) {
    const { questionList, score } = presentQuestionList(h.exercise, await read.answers(), shown, o);
    entry = { list: new JsonText(JSON.stringify(questionList), questionList), score };
    kept.set(key, entry);
  }
  return presentExerciseWith(h, { questionList: entry.list.as(), score: entry.score }, now);
}
