import { bulkMail } from '@quanta/api/services/email/bulk-mail';
import { familyDigestMail } from '@quanta/api/services/email/digest-mail';
import { verificationCodeMail } from '@quanta/api/services/email/verification-code-mail';
import { describe, expect, it } from 'vitest';

describe('mail names the school (SCHOOL_NAME)', () => {
  it('in the sign-in code subject, the digest subject and footer, and the bulk mail footer', () => {
    expect(verificationCodeMail('a@b.test', '123456', 'en', 'Harbour Academy').subject).toBe(
      'Your Harbour Academy verification code',
    );
    expect(verificationCodeMail('a@b.test', '123456', 'zh', '海港学院').subject).toBe('海港学院 验证码');

    const digest = familyDigestMail('Pat', [], 'en', 'https://school.example/unsubscribe', 'Harbour & Co');
    expect(digest.subject).toBe("Your family's week at Harbour & Co, Pat");
    expect(digest.text).toContain('You receive this weekly digest as a parent at Harbour & Co.');
    expect(digest.html).toContain('as a parent at Harbour &amp; Co.');
    expect(familyDigestMail('Pat', [], 'zh', 'https://school.example/u', '海港学院').subject).toBe(
      'Pat，您家庭本周的 海港学院 周报',
    );

    const bulk = bulkMail('Term news', '<p>Hello</p>', 'en', 'Harbour <Academy>');
    expect(bulk.text).toContain('you have an account at Harbour <Academy> or');
    expect(bulk.html).toContain('at Harbour &lt;Academy&gt; or');
    expect(`${digest.text}${bulk.text}`).not.toContain('Quanta');
  });
});
