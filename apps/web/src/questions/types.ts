import type { RouterOutputs } from '../session/storage';

/** A question as the server presents it (own, library or homework question alike). */
export type Question = RouterOutputs['teacher']['getQuestionById'];

/** The parts of `question.body` a preview shows (an author's view carries them all). */
export type PreviewBody = Pick<
  Question['body'],
  'choices' | 'answers' | 'units' | 'pairs' | 'parts' | 'hints' | 'hintPenalty' | 'tags'
>;

/** What a preview card shows: a stored question or the edit form's live values. */
export type PreviewQuestion = Pick<
  Question,
  | 'name'
  | 'qText'
  | 'image'
  | 'showImg'
  | 'isChoice'
  | 'numChoice'
  | 'correctAnswer'
  | 'difficuty'
  | 'description'
  | 'answerA'
  | 'answerB'
  | 'answerC'
  | 'answerD'
  | 'answerE'
> & { body: PreviewBody };
