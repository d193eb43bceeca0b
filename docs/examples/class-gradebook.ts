/**
 * A school's script against Quanta's REST API: signs in as a teacher, lists a class's students and saves
 * the class's gradebook as a spreadsheet. Every path, input and answer is typed by `@quanta/client`, which is
 * generated from the API's OpenAPI document.
 *
 *   QUANTA_URL=https://quanta.example.org QUANTA_EMAIL=teacher@example.org QUANTA_PASSWORD=… \
 *     pnpm exec node docs/examples/class-gradebook.ts <classId> [xlsx|csv]
 */
import { writeFile } from 'node:fs/promises';
import { createQuantaClient, type QuantaClient, type Shape } from '@quanta/client';

export interface GradebookExport {
  students: Shape<'RosterEntry'>['student'][];
  file: { name: string; type: string; bytes: Buffer };
}

/** The answer's `result`, or an error with the API's own message when it refused. */
function resultOf<T>(answer: { data?: { result: T }; error?: { msg: string }; response: Response }): T {
  if (answer.data) return answer.data.result;
  throw new Error(`${answer.response.status}: ${answer.error?.msg ?? answer.response.statusText}`);
}

/** Signs in and answers a client that carries the session. */
export async function signIn(baseUrl: string, email: string, password: string): Promise<QuantaClient> {
  const user = resultOf(await createQuantaClient(baseUrl).POST('/api/login/authUser', { body: { email, password } }));
  if (!user.token) throw new Error('The sign-in answered no session');
  return createQuantaClient(baseUrl, user.token);
}

/** The class's students and its gradebook file. */
export async function classGradebook(o: {
  baseUrl: string;
  email: string;
  password: string;
  classId: string;
  format: 'xlsx' | 'csv';
}): Promise<GradebookExport> {
  const api = await signIn(o.baseUrl, o.email, o.password);
  const roster = resultOf(await api.POST('/api/teacher/studentList', { body: { classID: o.classId } }));
  const file = resultOf(
    await api.GET('/api/teacher/exportGradebook', { params: { query: { classId: o.classId, format: o.format } } }),
  );
  return {
    students: roster.map((entry) => entry.student),
    file: { name: file.filename, type: file.type, bytes: Buffer.from(file.content, 'base64') },
  };
}

if (import.meta.main) {
  const [classId, format = 'xlsx'] = process.argv.slice(2);
  const { QUANTA_URL, QUANTA_EMAIL, QUANTA_PASSWORD } = process.env;
  if (!classId || !QUANTA_URL || !QUANTA_EMAIL || !QUANTA_PASSWORD || (format !== 'xlsx' && format !== 'csv')) {
    console.error('Usage: QUANTA_URL=… QUANTA_EMAIL=… QUANTA_PASSWORD=… node class-gradebook.ts <classId> [xlsx|csv]');
    process.exit(2);
  }
  const { students, file } = await classGradebook({
    baseUrl: QUANTA_URL,
    email: QUANTA_EMAIL,
    password: QUANTA_PASSWORD,
    classId,
    format,
  });
  for (const s of students) console.log(`${s.name} <${s.email}>`);
  await writeFile(file.name, file.bytes);
  console.log(`${students.length} students; gradebook saved as ${file.name} (${file.bytes.length} bytes)`);
}
