import * as XLSX from 'sheetjs-style';
import { beforeAll, describe, expect, it } from 'vitest';
import { classGradebook } from '../../../../docs/examples/class-gradebook';
import { buildClass, buildPlace } from '../support/factories/enrolment';
import { useTestApp } from '../support/fixture';
import { buildStudent, buildTeacher, PASSWORD } from '../support/harness';

describe('the example script on the generated client (docs/examples/class-gradebook.ts)', () => {
  const t = useTestApp();
  let teacher: Awaited<ReturnType<typeof buildTeacher>>;
  let klass: { id: string };

  beforeAll(async () => {
    teacher = await buildTeacher(t);
    klass = await buildClass(t, teacher, { name: 'Mechanics A' });
    for (const name of ['Amy Chen', '张伟']) await buildPlace(t, klass, await buildStudent(t, { name }), null);
  });

  it('signs in, lists the class’s students and saves its gradebook against a live server', async () => {
    const { students, file } = await classGradebook({
      baseUrl: t.url,
      email: teacher.email,
      password: PASSWORD,
      classId: klass.id,
      format: 'xlsx',
    });
    expect(students.map((s) => s.name).sort()).toEqual(['Amy Chen', '张伟']);
    expect(file.name).toBe('Mechanics A gradebook.xlsx');
    const rows = XLSX.utils.sheet_to_json<string[]>(XLSX.read(file.bytes, { type: 'buffer' }).Sheets.Gradebook!, {
      header: 1,
    });
    expect(rows.flat()).toContain('张伟');
  });

  it('says why when the API refuses', async () => {
    await expect(
      classGradebook({ baseUrl: t.url, email: teacher.email, password: 'wrong', classId: klass.id, format: 'csv' }),
    ).rejects.toThrow(/^40\d: /);
  });
});
