import { getHomeIntroduction, setHomeIntroduction } from '@quanta/api/services/home/introduction';
import { readSetting, settingKeys } from '@quanta/api/services/home/settings';
import { describe, expect, it } from 'vitest';
import { useServices } from '../support/services';

// The home introduction on a real database: sanitised on the way in, as every rich field is.
describe('home introduction service', () => {
  const s = useServices();

  it('answers an empty introduction before an admin writes one', async () => {
    expect(await getHomeIntroduction(s.deps)).toEqual({ introduction: '' });
  });

  it('stores the introduction sanitised and reads back what it stored', async () => {
    const written = await setHomeIntroduction(
      s.deps,
      '<p onclick="steal()">Physics <b>and</b> math</p><script>alert(1)</script><img src="x" onerror="e()">',
    );
    expect(written.introduction).not.toMatch(/script|onclick|onerror/);
    expect(written.introduction).toContain('<b>and</b>');
    expect(await readSetting(s.deps.db, settingKeys.homeIntroduction, '')).toBe(written.introduction);
    expect(await getHomeIntroduction(s.deps)).toEqual(written);
  });

  it('replaces the introduction on a second write', async () => {
    await setHomeIntroduction(s.deps, '<p>First</p>');
    await setHomeIntroduction(s.deps, '<p>Second</p>');
    expect(await getHomeIntroduction(s.deps)).toEqual({ introduction: '<p>Second</p>' });
  });
});
