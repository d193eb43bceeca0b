/** The parts of an exercise the runner and the classroom both read as JSON arrays (see json-rows). */
import { exercises, homework, users } from '@quanta/db';
import { sql } from 'drizzle-orm';
import { homeworkHead } from '../../policies/exercise';
import { col, type Entries, jsonArray } from './json-rows';

/** The homework head's columns, as the runner and the classroom read an exercise's homework. */
export const homeworkColumns: Entries = Object.entries(homeworkHead);

/** The student's columns, as the runner and the classroom read them. */
export const studentColumns: Entries = Object.entries({ id: users.id, name: users.name, email: users.email });

/** The exercise's homework as one JSON array of `homeworkColumns`: a subquery on the exercise's row. */
export const homeworkOfExercise = sql`(select ${jsonArray(homeworkColumns)} from ${homework} where ${col(homework.id)} = ${col(exercises.homeworkId)})`;
