import { describe, expect, it } from 'vitest';
import { standingActions } from '../src/services/enrolment/rules';

const none = { interested: false, paid: false, registered: false, inClass: false, isValid: false };

describe("standingActions: what a student's standing offers on Class Register", () => {
  it('offers Register to a student with no request and no place', () => {
    expect(standingActions(none, true)).toEqual({ register: 'register', pay: false, enrolled: false });
  });

  it('offers MAKE PAYMENT for an open unpaid request, and a new duration only with the library', () => {
    const interested = { ...none, interested: true };
    expect(standingActions(interested, false)).toEqual({ register: null, pay: true, enrolled: false });
    expect(standingActions(interested, true)).toEqual({ register: 'changeDuration', pay: true, enrolled: false });
  });

  it('offers nothing while a payment waits for confirmation', () => {
    expect(standingActions({ ...none, interested: true, paid: true }, true)).toEqual({
      register: null,
      pay: false,
      enrolled: false,
    });
  });

  it('shows Enrolled and Renew for a valid registration', () => {
    const registered = { ...none, registered: true, inClass: true, isValid: true };
    expect(standingActions(registered, true)).toEqual({ register: 'renew', pay: false, enrolled: true });
  });

  it('offers Renew without Enrolled once the registration expired', () => {
    const expired = { ...none, registered: true, inClass: true, isValid: false };
    expect(standingActions(expired, false)).toEqual({ register: 'renew', pay: false, enrolled: false });
  });

  it('keeps Enrolled while a renewal is open or paid', () => {
    const renewing = { ...none, registered: true, inClass: true, isValid: true };
    expect(standingActions({ ...renewing, interested: true }, false)).toEqual({
      register: null,
      pay: true,
      enrolled: true,
    });
    expect(standingActions({ ...renewing, interested: true, paid: true }, false).enrolled).toBe(true);
  });

  it('shows a place the teacher gave (no expiry) as Enrolled only', () => {
    expect(standingActions({ ...none, inClass: true, isValid: true }, true)).toEqual({
      register: null,
      pay: false,
      enrolled: true,
    });
  });
});
