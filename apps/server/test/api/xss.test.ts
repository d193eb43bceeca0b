import { beforeAll, describe, expect, it } from 'vitest';
import { buildClass } from '../support/factories/classes';
import { useTestApp } from '../support/fixture';
import { buildAdmin, buildStudent, buildTeacher, tokenOf } from '../support/harness';

/** Stored XSS attempts, each with a harmless part that must survive. */
const attacks = [
  '<p>Forces $F = ma$</p><img src=x onerror=alert(1)>',
  '<p>Energy $E = mc^2$</p><script>alert(1)</script>',
  '<p><a href="javascript:alert(1)">click</a> and \\(a^2 + b^2 = c^2\\)</p>',
  '<p>Picture</p><svg><script>alert(1)</script></svg>',
  '<p>Frame</p><iframe src="https://evil.example"></iframe>',
  '<p style="background:url(javascript:alert(1))" onmouseover="alert(1)">Hover</p>',
  '<a href="JaVaScRiPt:alert(1)">x</a><a href="  javascript:alert(1)">y</a><a href="data:text/html,<script>alert(1)</script>">z</a>',
  '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
  '<math><mi xlink:href="javascript:alert(1)">x</mi></math><object data="x.swf"></object><embed src="x">',
  '<form action="https://evil.example"><input name="q"><button>Go</button></form><style>body{display:none}</style>',
  '<video src="https://cdn.example/v.mp4" onerror="alert(1)" autoplay></video><meta http-equiv="refresh" content="0;url=https://evil.example">',
];

/** Nothing that runs script or loads a frame is left. */
function expectHarmless(html: string) {
  expect(html).not.toMatch(/<\s*(script|iframe|svg|object|embed|math|form|input|style|meta|link|base)\b/i);
  expect(html).not.toMatch(/\son\w+\s*=/i);
  expect(html).not.toMatch(/javascript:/i);
  expect(html).not.toMatch(/data:(?!image\/(png|jpeg|gif|webp);)/i);
  expect(html).not.toMatch(/alert\(1\)/);
}

describe('stored XSS in rich fields comes back harmless', () => {
  const t = useTestApp();
  let teacherToken: string;
  let adminToken: string;
  let studentToken: string;
  let classId: string;
  beforeAll(async () => {
    const teacher = await buildTeacher(t);
    teacherToken = await tokenOf(t, teacher);
    adminToken = await tokenOf(t, await buildAdmin(t));
    studentToken = await tokenOf(t, await buildStudent(t));
    classId = (await buildClass(t, teacher, { isPublish: 2 })).id;
  });

  const richFields = ['introduction', 'bulletin', 'paymentInfo', 'description'] as const;

  it('sanitises every rich field of the class edit form, in what is stored and in every read', async () => {
    for (const attack of attacks) {
      const body = {
        _id: classId,
        name: 'Safe Class',
        language: 'en',
        ...Object.fromEntries(richFields.map((f) => [f, attack])),
      };
      const saved = await t.rest('POST', '/teacher/updateClassIntro', { token: teacherToken, body });
      expect(saved.status, attack).toBe(200);
      for (const field of richFields) expectHarmless(saved.body.result[field]);
      const asStudent = await t.rest('GET', `/public/getClassById?id=${classId}`, { token: studentToken });
      const asVisitor = await t.trpc().public.getClassById.query({ id: classId });
      for (const field of richFields) expectHarmless(asStudent.body.result[field]);
      for (const field of ['introduction', 'bulletin', 'description'] as const) expectHarmless(asVisitor[field]);
      const home = JSON.stringify((await t.rest('GET', '/public/getHomeClasses?language=en')).body);
      expectHarmless(home);
    }
  });

  it('keeps the formatting, links, pictures and math a teacher writes', async () => {
    const intro =
      '<h2>Welcome</h2><p style="text-align: center">We use $F = ma$ and \\(a^2 + b^2 = c^2\\) and $x < y$.</p>' +
      '<ul><li><strong>bold</strong> <em>italic</em> <u>under</u> <s>gone</s> H<sub>2</sub>O x<sup>2</sup></li></ul>' +
      '<p><a href="https://example.com/notes" target="_blank">notes</a></p>' +
      '<p><img src="/uploads/2026/01/abc.png" alt="diagram"></p>' +
      '<video src="/uploads/2026/01/clip.mp4" controls></video>';
    const res = await t.rest('POST', '/teacher/updateClassIntro', {
      token: teacherToken,
      body: { _id: classId, name: 'Kept', language: 'en', introduction: intro },
    });
    const kept = res.body.result.introduction as string;
    expect(kept).toContain('<h2>Welcome</h2>');
    expect(kept).toContain('<p style="text-align:center">');
    expect(kept).toContain('$F = ma$ and \\(a^2 + b^2 = c^2\\) and $x &lt; y$');
    expect(kept).toContain(
      '<strong>bold</strong> <em>italic</em> <u>under</u> <s>gone</s> H<sub>2</sub>O x<sup>2</sup>',
    );
    expect(kept).toContain('<a href="https://example.com/notes" target="_blank" rel="noopener noreferrer">notes</a>');
    expect(kept).toContain('<img src="/uploads/2026/01/abc.png" alt="diagram" />');
    expect(kept).toContain('<video src="/uploads/2026/01/clip.mp4" controls');
    // The editor's empty document is stored as empty.
    const empty = await t.rest('POST', '/teacher/updateClassIntro', {
      token: teacherToken,
      body: { _id: classId, name: 'Kept', language: 'en', bulletin: '<p><br></p>' },
    });
    expect(empty.body.result.bulletin).toBe('');
  });

  it('sanitises the home introduction', async () => {
    for (const attack of attacks) {
      const res = await t.rest('POST', '/admin/setHomeDetail', { token: adminToken, body: { introduction: attack } });
      expect(res.status).toBe(200);
      expectHarmless(res.body.result.introduction);
      expectHarmless((await t.trpc().public.getHomeDetail.query()).introduction);
    }
  });

  it('refuses script links and pictures in the plain link fields', async () => {
    for (const [field, value] of [
      ['registerLink', 'javascript:alert(1)'],
      ['registerLink', 'data:text/html,<script>alert(1)</script>'],
      ['registerLink', '//evil.example/x'],
      ['image', 'javascript:alert(1)'],
      ['image', 'data:image/svg+xml,<svg onload=alert(1)>'],
    ]) {
      const res = await t.rest('POST', '/teacher/updateClassIntro', {
        token: teacherToken,
        body: { _id: classId, name: 'Kept', language: 'en', [field as string]: value },
      });
      expect(res.status, `${field} ${value}`).toBe(400);
    }
  });
});
