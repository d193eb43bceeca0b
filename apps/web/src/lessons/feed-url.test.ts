import { describe, expect, it } from 'vitest';
import { feedUrls } from './feed-url';

describe('the calendar feed link', () => {
  it('gives a full address and its webcal: form, from an address or a path', () => {
    const token = 'a'.repeat(43);
    const full = `https://school.example/api/calendar/${token}.ics`;
    expect(feedUrls(full, 'http://localhost:3000')).toEqual({
      https: full,
      webcal: `webcal://school.example/api/calendar/${token}.ics`,
    });
    expect(feedUrls(`/api/calendar/${token}.ics`, 'http://localhost:3000').webcal).toBe(
      `webcal://localhost:3000/api/calendar/${token}.ics`,
    );
  });
});
