import { describe, expect, it } from 'vitest';
import { correctionMail, escapeHtml } from './correction-mail';

describe('correctionMail', () => {
  it('addresses the student and names the homework, in Chinese', () => {
    expect(correctionMail('Amy Chen', 'Kinematics 1')).toEqual({
      title: '作业批改完成',
      content:
        '<p>Amy Chen同学：</p><p>您的作业《Kinematics 1》已批改完成，请登录 Quanta 查看批改结果和老师的评语。</p>',
    });
  });

  it('escapes names so they stay text', () => {
    expect(correctionMail('<b>x</b>', 'A & B').content).toContain('&lt;b&gt;x&lt;/b&gt;同学');
    expect(escapeHtml(`"it's" & <ok>`)).toBe('&quot;it&#39;s&quot; &amp; &lt;ok&gt;');
  });
});
