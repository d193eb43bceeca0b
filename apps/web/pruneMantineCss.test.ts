import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { mantineClassesImported, prunedCss } from './pruneMantineCss';

const core = join(import.meta.dirname, 'node_modules/@mantine/core/esm/components');
/** The classes of a component's CSS module, as Mantine ships them. */
const classesOf = (component: string) =>
  Object.values(
    JSON.parse(
      /var classes = (\{[^}]*\})/.exec(
        readFileSync(join(core, component, `${component}.module.css.mjs`), 'utf8'),
      )?.[1] ?? '{}',
    ) as Record<string, string>,
  );

describe('prunedCss', () => {
  const css = `.m_11111111{color:red}
.m_11111111 .m_22222222,.m_3333333{color:blue}
@media (hover:hover){.m_22222222:hover{color:green}}
.plain{margin:0}
@keyframes spin{from{transform:rotate(0)}to{transform:rotate(1turn)}}`;

  it('keeps the rules whose Mantine classes are all used, and the rules that name none', () => {
    const out = prunedCss(css, new Set(['m_11111111', 'm_3333333']));
    expect(out).toContain('.m_11111111{color:red}');
    expect(out).toContain('.m_3333333{color:blue}');
    expect(out).not.toContain('m_22222222');
    expect(out).not.toContain('@media');
    expect(out).toContain('.plain{margin:0}');
    expect(out).toContain('@keyframes spin{from{transform:rotate(0)}to{transform:rotate(1turn)}}');
  });

  it('leaves a stylesheet whose classes are all used as it was', () => {
    expect(prunedCss(css, new Set(['m_11111111', 'm_22222222', 'm_3333333']))).toBe(css);
  });
});

describe('mantineClassesImported', () => {
  // Inside the app's node_modules, so the sources resolve Mantine as the app's do.
  const cacheDir = join(import.meta.dirname, 'node_modules/.cache');
  mkdirSync(cacheDir, { recursive: true });
  const dir = mkdtempSync(join(cacheDir, 'prune-mantine-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('follows named imports into the components they use, and dynamic imports to the whole package', () => {
    mkdirSync(join(dir, 'a'));
    writeFileSync(
      join(dir, 'a', 'Screen.tsx'),
      `import { Button,\n  type ButtonProps } from '@mantine/core';\nexport const notices = () => import('@mantine/notifications');\n`,
    );
    const used = mantineClassesImported(dir);
    for (const c of [...classesOf('Button'), ...classesOf('UnstyledButton'), ...classesOf('Loader')]) {
      expect(used).toContain(c);
    }
    // The notifications' own module, reached only through the dynamic import.
    const notifications = readFileSync(
      join(import.meta.dirname, 'node_modules/@mantine/notifications/esm/Notifications.module.css.mjs'),
      'utf8',
    ).match(/\bm_[0-9a-f]{6,8}\b/g);
    expect(notifications?.length).toBeGreaterThan(0);
    for (const c of notifications ?? []) expect(used).toContain(c);
    // Nothing imports the stepper.
    for (const c of classesOf('Stepper')) expect(used).not.toContain(c);
  });
});
