/** Escapes text for an HTML template. */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/**
 * The correction e-mail's prefilled title and content: a completion notice addressed to the student, in
 * the class's language whatever the teacher's interface (a class in another language gets English). The
 * text is the mail's, not the interface's, so it lives here rather than in the loaded i18n table; the
 * teacher may edit it before sending.
 */
export function correctionMail(studentName: string, homeworkName: string, language: string) {
  const name = escapeHtml(studentName);
  const work = escapeHtml(homeworkName);
  if (language === 'zh') {
    return {
      title: '作业批改完成',
      content: `<p>${name}同学：</p><p>您的作业《${work}》已批改完成，请登录 Quanta 查看批改结果和老师的评语。</p>`,
    };
  }
  return {
    title: 'Your homework has been corrected',
    content:
      `<p>Dear ${name},</p>` +
      `<p>Your homework "${work}" has been corrected. Please sign in to Quanta to see the results and your teacher's comments.</p>`,
  };
}
