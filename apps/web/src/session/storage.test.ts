import { afterEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from './memory-storage';
import { getUserInfo, refreshUserInfo, setUserInfo, subscribe, type UserInfo } from './storage';

function stubStorage() {
  vi.stubGlobal('window', {
    localStorage: memoryStorage(),
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  });
}

afterEach(() => vi.unstubAllGlobals());

describe('the stored session', () => {
  it('tells its listeners of a change, and of nothing when the same user info comes again', () => {
    stubStorage();
    const amy = { _id: 'u1', name: 'Amy Chen', role: 'Student' } as unknown as UserInfo;
    setUserInfo({ ...amy, token: 't1' });
    const listener = vi.fn();
    const stop = subscribe(listener);
    const before = getUserInfo();

    // The server's info for the same user, unchanged: the token is kept and nothing re-renders.
    refreshUserInfo(amy);
    expect(listener).not.toHaveBeenCalled();
    expect(getUserInfo()).toBe(before);

    refreshUserInfo({ ...amy, name: 'Amy Lin' } as UserInfo);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(getUserInfo()).toMatchObject({ name: 'Amy Lin', token: 't1' });
    stop();
  });
});
