import { describe, expect, it } from 'vitest';
import { correctionMail, escapeHtml } from './correction-mail';

describe('correctionMail', () => {
  it('addresses the student and names the homework, in Chinese for a Chinese class', () => {
    expect(correctionMail('Amy Chen', 'Kinematics 1', 'zh')).toEqual({
      title: '作业批改完成',
      content:
        '<p>Amy Chen同学：</p><p>您的作业《Kinematics 1》已批改完成，请登录 Quanta 查看批改结果和老师的评语。</p>',
    });
  });

  it('writes in English for an English class', () => {
    const mail = correctionMail('Amy Chen', 'Kinematics 1', 'en');
    expect(mail.title).toBe('Your homework has been corrected');
    expect(mail.content).toContain('<p>Dear Amy Chen,</p>');
    expect(mail.content).toContain('"Kinematics 1" has been corrected');
    expect(mail.content).not.toMatch(/[\u4e00-\u9fff]/);
  });

  it('escapes names so they stay text', () => {
    expect(correctionMail('<b>x</b>', 'A & B', 'zh').content).toContain('&lt;b&gt;x&lt;/b&gt;同学');
    expect(correctionMail('<b>x</b>', 'A & B', 'en').content).toContain('Dear &lt;b&gt;x&lt;/b&gt;,');
    expect(escapeHtml(`"it's" & <ok>`)).toBe('&quot;it&#39;s&quot; &amp; &lt;ok&gt;');
  });
});
