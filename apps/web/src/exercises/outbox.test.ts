import { TRPCClientError } from '@trpc/client';
import { describe, expect, it } from 'vitest';
import { UploadError } from '../session/upload';
import { failureOf, isNoConnection } from './outbox';

const refusedWith = (httpStatus: number, key?: string) =>
  new TRPCClientError('refused', {
    result: { error: { code: -32000, message: 'refused', data: { httpStatus, key } } },
  } as never);

describe('failureOf', () => {
  it('a 4xx with its reason is final', () => {
    expect(failureOf(refusedWith(409, 'answerAfterGrace'))).toEqual({
      refusal: { key: 'answerAfterGrace', message: 'refused' },
      unreachable: false,
    });
    expect(failureOf(refusedWith(400)).refusal).toEqual({ key: null, message: 'refused' });
  });

  it('no connection, a server error, a lapsed session or a throttle wait to be sent again', () => {
    expect(failureOf(new TypeError('Failed to fetch'))).toEqual({ refusal: null, unreachable: true });
    for (const status of [500, 503, 401, 402, 408, 429])
      expect(failureOf(refusedWith(status))).toEqual({ refusal: null, unreachable: true });
  });

  it('an upload of a photo of working refused with a 4xx is final; no answer or a lapse waits to be sent again', () => {
    expect(failureOf(new UploadError('Too large', 'uploadTooLarge', 413))).toEqual({
      refusal: { key: 'uploadTooLarge', message: 'Too large' },
      unreachable: false,
    });
    for (const status of [500, 401, 402, 408, 429])
      expect(failureOf(new UploadError('later', undefined, status))).toEqual({ refusal: null, unreachable: true });
    expect(isNoConnection(new UploadError('no answer'))).toBe(true);
    expect(isNoConnection(new UploadError('busy', undefined, 503))).toBe(false);
  });
});
