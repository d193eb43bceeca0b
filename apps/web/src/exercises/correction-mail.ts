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
 * The correction e-mail's prefilled title and content: a completion notice in Chinese addressed to the
 * student (the school's parents and students read Chinese; the teacher may edit it before sending).
 */
export function correctionMail(studentName: string, homeworkName: string) {
  return {
    title: '作业批改完成',
    content:
      `<p>${escapeHtml(studentName)}同学：</p>` +
      `<p>您的作业《${escapeHtml(homeworkName)}》已批改完成，请登录 Quanta 查看批改结果和老师的评语。</p>`,
  };
}
