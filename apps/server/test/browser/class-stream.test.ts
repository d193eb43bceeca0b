import { describe, it } from 'vitest';
import { buildClass, buildPlace } from '../support/factories/enrolment';
import { buildParentOf, buildStudent, buildTeacher, PASSWORD } from '../support/harness';
import { fitsWidth, gone, newPage, phone, shows, signIn, useBrowserTest } from './browser';

/** A one-page PDF, as a document upload sends it. */
const tinyPdf = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

describe('class stream in the browser', () => {
  const env = useBrowserTest();

  it('the teacher announces with formatted text and a file; the parent reads and comments in Chinese on a phone; the teacher deletes the comment and closes comments', async () => {
    const { t, browser } = env;
    const teacher = await buildTeacher(t, { name: 'Ms Stream' });
    const klass = await buildClass(t, teacher, { name: 'Optics Lab' });
    const student = await buildStudent(t, { name: '李雷' });
    await buildPlace(t, klass, student, null);
    const parent = await buildParentOf(t, student, { name: '韩梅梅' });

    // The teacher, on a laptop: a bold word and a PDF.
    const page = await newPage(browser, t, { width: 1366, height: 900 });
    await signIn(page, teacher.email, PASSWORD);
    await page.goto('/teach/classlist');
    await page
      .getByRole('row', { name: /Optics Lab/ })
      .getByRole('link', { name: 'Stream' })
      .click();
    await page.waitForURL(new RegExp(`/teach/class/${klass.id}/stream$`));
    await shows(page.getByText('No announcements yet.'));
    const editor = page.getByRole('textbox', { name: 'Announcement', exact: true });
    await editor.click();
    await editor.pressSequentially('Lab day on ');
    await page.keyboard.press('Control+b');
    await editor.pressSequentially('Thursday');
    await page.keyboard.press('Control+b');
    await editor.pressSequentially('. Bring a ruler.');
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Attach files' }).click();
    await (await chooser).setFiles({ name: 'Trip letter.pdf', mimeType: 'application/pdf', buffer: tinyPdf });
    await shows(page.getByRole('button', { name: 'Remove Trip letter.pdf' }));
    await page.getByRole('button', { name: 'Post announcement' }).click();
    await shows(page.getByText('Announcement posted'));
    const post = page.getByRole('article').filter({ hasText: 'Bring a ruler.' });
    await shows(post.locator('strong', { hasText: 'Thursday' }));
    await shows(post.getByRole('link', { name: 'Trip letter.pdf' }));
    await shows(post.getByText('No comments yet.'));

    // The parent, on a phone in Chinese, opens the child's class and comments.
    const phonePage = await newPage(browser, t, phone);
    await signIn(phonePage, parent.email, PASSWORD);
    await phonePage.evaluate(() => localStorage.setItem('lang', 'zh'));
    await phonePage.goto(`/parent/student/exercise/${student.id}/${klass.id}`);
    await shows(phonePage.getByRole('heading', { name: '课程动态' }));
    const article = phonePage.getByRole('article').filter({ hasText: 'Bring a ruler.' });
    await shows(article.locator('strong', { hasText: 'Thursday' }));
    await shows(article.getByRole('link', { name: 'Trip letter.pdf' }));
    await article.getByRole('textbox', { name: '您的评论' }).fill('李雷会准时到。');
    await article.getByRole('button', { name: '评论', exact: true }).click();
    await shows(phonePage.getByText('评论已发表'));
    await shows(article.getByText('李雷会准时到。'));
    await shows(article.getByText('韩梅梅'));
    await fitsWidth(phonePage);

    // The teacher deletes the comment and turns comments off.
    await page.reload();
    const teacherPost = page.getByRole('article').filter({ hasText: 'Bring a ruler.' });
    await shows(teacherPost.getByText('李雷会准时到。'));
    await teacherPost.getByRole('button', { name: 'Delete comment: 韩梅梅' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete comment' }).click();
    await shows(page.getByText('Comment deleted'));
    await gone(teacherPost.getByText('李雷会准时到。'));
    await teacherPost.getByRole('switch', { name: 'Comments on' }).click();
    await shows(page.getByText('Comments turned off'));
    await shows(teacherPost.getByText('Comments are turned off for this announcement.'));

    // The parent sees the comment gone and comments closed.
    await phonePage.reload();
    await shows(article.getByText('这条公告已关闭评论。'));
    await gone(article.getByText('李雷会准时到。'));
    await gone(article.getByRole('textbox', { name: '您的评论' }));
    await fitsWidth(phonePage);
  });
});
