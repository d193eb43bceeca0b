import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchWithEarly } from './early-query';

const url = '/trpc/user.getExerciseById?batch=1&input=%7B%220%22%3A%7B%22id%22%3A%22e1%22%7D%7D';
const early = new Response('early');

function sendEarly() {
  vi.stubGlobal('window', { __earlyQuery: { url, auth: 'Bearer t1', response: Promise.resolve(early) } });
  const network = vi.fn(async () => new Response('network'));
  vi.stubGlobal('fetch', network);
  return network;
}

afterEach(() => vi.unstubAllGlobals());

describe('fetchWithEarly', () => {
  it('hands the early response to the first identical request, once', async () => {
    const network = sendEarly();
    const init = { headers: { authorization: 'Bearer t1', 'x-lang': 'en' } };
    expect(await fetchWithEarly(url, init)).toBe(early);
    expect(network).not.toHaveBeenCalled();
    expect(await (await fetchWithEarly(url, init)).text()).toBe('network');
    expect(network).toHaveBeenCalledTimes(1);
  });

  it('asks the network for another query or another token', async () => {
    const network = sendEarly();
    await fetchWithEarly('/trpc/user.getUserInfo?batch=1&input=%7B%7D', { headers: { authorization: 'Bearer t1' } });
    await fetchWithEarly(url, { headers: { authorization: 'Bearer t2' } });
    await fetchWithEarly(url, {});
    expect(network).toHaveBeenCalledTimes(3);
    expect(window.__earlyQuery).toBeDefined();
  });
});
