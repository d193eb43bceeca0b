import { describe, expect, it } from 'vitest';
import { buildClass } from '../support/factories/enrolment';
import { addToClass, buildClassWithHomework, buildEnrolledStudent, buildSitting } from '../support/factories/exercises';
import { buildHomework } from '../support/factories/homework';
import { buildQuestion } from '../support/factories/questions';
import { buildTeacher, PASSWORD } from '../support/harness';
import { clearOf, gone, newPage, shows, signIn, tick, useBrowserTest } from './browser';

describe('homework, exams and correction in the browser', () => {
  const env = useBrowserTest();

  it('publishes homework and an exam, lets students work, and the teacher correct and mail', async () => {
    const { t, browser } = env;
    const cw = await buildClassWithHomework(t, { hw: { name: 'Forces practice' } });
    const [single, , free] = cw.questions;
    const exam = await buildHomework(t, cw.teacher, {
      name: 'Quick exam',
      isExam: true,
      examDuration: 1,
      questionIds: [single!.id, free!.id],
    });
    await addToClass(t, cw.klass, exam);
    const amy = await buildEnrolledStudent(t, cw.klass);
    const ben = await buildEnrolledStudent(t, cw.klass);

    // The teacher publishes both to both students.
    const teacher = await newPage(browser, t);
    await signIn(teacher, cw.teacher.email, PASSWORD);
    await teacher.goto(`/teach/class/${cw.klass.id}/addContent`);
    for (const name of ['Forces practice', 'Quick exam']) {
      await teacher.getByRole('button', { name: `Publish: ${name}` }).click();
      const dialog = teacher.getByRole('dialog', { name: `Publish ${name}` });
      await tick(dialog.getByRole('checkbox', { name: 'Select all students' }));
      await dialog.getByRole('button', { name: 'Publish', exact: true }).click();
      await shows(teacher.getByText('Publish homework successfully'));
      await gone(dialog);
    }

    // Amy answers with Check Solution and hands in.
    const amyPage = await newPage(browser, t);
    await signIn(amyPage, amy.student.email, PASSWORD);
    await amyPage.goto(`/myHomework/${cw.klass.id}`);
    await amyPage
      .getByRole('row', { name: /Forces practice/ })
      .getByRole('link', { name: 'start learning' })
      .click();
    await amyPage.getByRole('button', { name: 'Start' }).click();
    await amyPage.getByRole('button', { name: 'Next' }).click();
    await shows(amyPage.getByText('Please select your answer'));
    await tick(amyPage.getByRole('radio', { name: /^B\./ }));
    await amyPage.getByRole('button', { name: 'Check Solution' }).click();
    await shows(amyPage.getByText('Congrats!'));
    // Checked: the choices are read-only, the correct one marked with a tick and its word, not colour alone.
    await gone(amyPage.getByRole('radio', { name: /^[A-E]\./ }));
    await shows(amyPage.getByText('correct', { exact: true }));
    await amyPage.getByRole('button', { name: 'Next' }).click();
    await tick(amyPage.getByRole('checkbox', { name: /^A\./ }));
    await amyPage.getByRole('button', { name: 'Check Solution' }).click();
    await shows(amyPage.getByText('Oops, the answer you submit is incorrect'));
    await shows(amyPage.getByText('chosen', { exact: true }));
    await amyPage.getByRole('button', { name: 'Next' }).click();
    await amyPage.getByRole('textbox', { name: 'Your answer' }).fill('about ten');
    await amyPage.getByRole('button', { name: 'Submit All Solutions' }).click();
    // Submitting is final: a dialog asks first.
    const submitting = amyPage.getByRole('dialog', { name: 'Are you sure' });
    await shows(submitting.getByText('Once submitted, your answers can no longer be changed.'));
    await submitting.getByRole('button', { name: 'Submit All Solutions' }).click();
    await amyPage.waitForURL(new RegExp(`/myHomework/${cw.klass.id}`));

    // Ben sits the exam; the server's clock runs out and the exam ends itself.
    const benPage = await newPage(browser, t);
    await signIn(benPage, ben.student.email, PASSWORD);
    await benPage.goto(`/myHomework/${cw.klass.id}`);
    await benPage
      .getByRole('row', { name: /Quick exam/ })
      .getByRole('link', { name: 'start learning' })
      .click();
    const runnerUrl = benPage.url();
    await benPage.getByRole('button', { name: 'Start' }).click();
    await benPage.getByRole('dialog').getByRole('button', { name: 'Start' }).click();
    await shows(benPage.getByRole('timer', { name: 'Time left' }));
    expect(await benPage.getByRole('button', { name: 'Check Solution' }).count()).toBe(0);
    await tick(benPage.getByRole('radio', { name: /^B\./ }));
    await benPage.getByRole('button', { name: 'Next' }).click();
    t.clock.advance(55_000);
    await benPage.goto(runnerUrl);
    await benPage.getByRole('button', { name: 'Start' }).click();
    const left = await benPage.getByRole('timer', { name: 'Time left' }).textContent();
    expect(left).toMatch(/^00:0\d$/);
    t.clock.advance(10_000);
    await shows(benPage.getByText('The exam has ended.'));
    // Past the two-minute grace period no late answer counts.
    t.clock.advance(2 * 60_000);
    const late = await t.rest('POST', '/user/saveExercise', {
      token: ben.token,
      body: {
        id: (await t.trpc(ben.token).user.getExerciseList.query()).list.find(
          (e: { homeworkId: { name: string } }) => e.homeworkId.name === 'Quick exam',
        )?._id,
        questionId: free!.id,
        answer: 'late',
        content: '',
      },
    });
    expect(late.status).toBeGreaterThanOrEqual(400);

    // The teacher marks Amy's free answer Wrong with a comment, finishes, and mails her.
    await teacher.goto(`/teacher/correctionExercise/${cw.klass.id}/${cw.hw.id}`);
    await teacher.getByRole('button', { name: `Select ${amy.student.name}` }).click();
    const comment = teacher.getByRole('textbox', { name: 'Comments on question 3' });
    await comment.click();
    await comment.pressSequentially('Give the value with units: 9.8 m/s².');
    const third = teacher.getByRole('region', { name: /^3\./ });
    await third.getByRole('button', { name: 'SUBMIT COMMENTS' }).click();
    await third.getByRole('button', { name: 'Wrong' }).click();
    await teacher.getByRole('button', { name: 'FINISH' }).click();
    const finishing = teacher.getByRole('dialog', { name: 'Are you sure' });
    await shows(finishing.getByText(`Finish the correction of ${amy.student.name}?`));
    await finishing.getByRole('button', { name: 'FINISH' }).click();
    await shows(teacher.getByRole('button', { name: 'DONE' }));
    await teacher.getByRole('button', { name: 'SEND EMAIL' }).click();
    const mail = teacher.getByRole('dialog', { name: 'Send Email' });
    await shows(mail.getByText(amy.student.name));
    // The 'Successfully saved' toast may still be up: it never covers the dialog's title or buttons.
    await clearOf(teacher.locator('.mantine-Notification-root'), [
      mail.getByRole('heading', { name: 'Send Email' }),
      mail.getByRole('button', { name: 'Send' }),
    ]);
    await mail.getByRole('button', { name: 'Send' }).click();
    await shows(teacher.getByText('Email sent successfully'));
    await expect.poll(() => t.smtp.received.some((m) => m.to.includes(amy.student.email))).toBe(true);

    // Amy's parent sees the result with the teacher's verdict, without the solution.
    const parent = await newPage(browser, t);
    await signIn(parent, amy.parent.email, PASSWORD);
    await parent.goto(`/parent/student/exercise/${amy.student.id}/${cw.klass.id}`);
    await parent
      .getByRole('row', { name: /Forces practice/ })
      .getByRole('link', { name: 'View details' })
      .click();
    await shows(parent.getByRole('heading', { name: 'Exercise details' }));
    await shows(parent.getByText('Give the value with units'));
    await shows(parent.getByText('Wrong').first());
    expect(await parent.getByText('Solution', { exact: true }).count()).toBe(0);
  });

  it('clears "Please select your answer" once the answer is checked', async () => {
    const { t, browser } = env;
    const cw = await buildClassWithHomework(t, { hw: { name: 'Check practice' } });
    const sitting = await buildSitting(t, cw);
    const page = await newPage(browser, t);
    await signIn(page, sitting.student.email, PASSWORD);
    await page.goto(`/student/exerciseEdit/${sitting.exercise.id}`);
    await page.getByRole('button', { name: 'Start' }).click();
    await page.getByRole('button', { name: 'Check Solution' }).click();
    const selectYourAnswer = page.getByText('Please select your answer');
    await shows(selectYourAnswer);
    await tick(page.getByRole('radio', { name: /^B\./ }));
    await page.getByRole('button', { name: 'Check Solution' }).click();
    await shows(page.getByText('Congrats!'));
    // The error was about this answer: the success makes it stale, so it goes with it.
    await expect.poll(() => selectYourAnswer.count(), { timeout: 1_000 }).toBe(0);
  });

  it('shows the class’s teacher the classroom read-only, as its students see it', async () => {
    const { t, browser } = env;
    const wang = await buildTeacher(t, { name: 'Wang Li' });
    const klass = await buildClass(t, wang, { bulletin: '<p>Lab report due Friday</p>' });
    const q = await buildQuestion(t, wang, { isChoice: 0, correctAnswer: 'B' });
    const practice = await buildHomework(t, wang, { name: 'Vectors practice', questionIds: [q.id] });
    const exam = await buildHomework(t, wang, { name: 'Vectors exam', isExam: true, questionIds: [q.id] });
    const draft = await buildHomework(t, wang, { name: 'Vectors draft', questionIds: [q.id] });
    for (const hw of [practice, exam, draft]) await addToClass(t, klass, hw);
    await buildSitting(t, { klass, hw: practice });
    await buildSitting(t, { klass, hw: exam });

    const page = await newPage(browser, t);
    await signIn(page, wang.email, PASSWORD);
    await page.goto(`/classroom/${klass.id}`);
    await shows(page.getByText('Preview: what the students of this class see'));
    await shows(page.getByText('Lab report due Friday'));
    const table = page.getByRole('table', { name: 'Homework' });
    await shows(table.getByRole('row', { name: /Vectors practice/ }));
    await shows(table.getByRole('row', { name: /Vectors exam/ }));
    // Published to no student: no student sees it, nor does the preview.
    expect(await table.getByText('Vectors draft').count()).toBe(0);
    expect(await page.getByRole('link', { name: 'start learning' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Start' }).count()).toBe(0);
  });
});
