import { describe, expect, it } from 'vitest';
import { durationKey, formatDate, hasExpired, registerActions, type Standing } from './standing';

const none: Standing = {
  interested: false,
  paid: false,
  registered: false,
  inClass: false,
  expirationDate: null,
  isValid: false,
};
const future = '2999-01-01T00:00:00.000Z';
const past = '2000-01-01T00:00:00.000Z';

describe('registerActions', () => {
  it('offers Register to a student with no request and no place', () => {
    expect(registerActions(none, true)).toEqual({ register: 'register', pay: false, enrolled: false });
  });

  it('offers MAKE PAYMENT for an open unpaid request, and a new duration only with the library', () => {
    const interested = { ...none, interested: true };
    expect(registerActions(interested, false)).toEqual({ register: null, pay: true, enrolled: false });
    expect(registerActions(interested, true)).toEqual({ register: 'changeDuration', pay: true, enrolled: false });
  });

  it('offers nothing while a payment waits for confirmation', () => {
    expect(registerActions({ ...none, interested: true, paid: true }, true)).toEqual({
      register: null,
      pay: false,
      enrolled: false,
    });
  });

  it('shows Enrolled and Renew for a valid registration', () => {
    const registered = { ...none, registered: true, inClass: true, expirationDate: future, isValid: true };
    expect(registerActions(registered, true)).toEqual({ register: 'renew', pay: false, enrolled: true });
  });

  it('offers Renew without Enrolled once the registration expired', () => {
    const expired = { ...none, registered: true, inClass: true, expirationDate: past, isValid: false };
    expect(registerActions(expired, false)).toEqual({ register: 'renew', pay: false, enrolled: false });
  });

  it('keeps Enrolled while a renewal is open or paid', () => {
    const renewing = { ...none, registered: true, inClass: true, expirationDate: future, isValid: true };
    expect(registerActions({ ...renewing, interested: true }, false)).toEqual({
      register: null,
      pay: true,
      enrolled: true,
    });
    expect(registerActions({ ...renewing, interested: true, paid: true }, false).enrolled).toBe(true);
  });

  it('shows a place the teacher gave (no expiry) as Enrolled only', () => {
    expect(registerActions({ ...none, inClass: true, isValid: true }, true)).toEqual({
      register: null,
      pay: false,
      enrolled: true,
    });
  });
});

describe('dates and durations', () => {
  it('names durations 1 and 2', () => {
    expect(durationKey(1)).toBe('month');
    expect(durationKey(2)).toBe('year');
  });

  it('formats an expiry as a date and none as blank', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate('2026-05-01T12:00:00.000Z')).toMatch(/^2026-05-0[12]$/);
  });

  it('tells a passed expiry', () => {
    expect(hasExpired(past)).toBe(true);
    expect(hasExpired(future)).toBe(false);
    expect(hasExpired(null)).toBe(false);
  });
});
