import { describe, expect, it } from 'vitest';
import { emailGroupForm, sendEmailForm } from '../src/email-form';
import { firstFormProblem } from '../src/forms';
import { isBlankHtml } from '../src/html-text';

const sendCheck = (f: Record<string, unknown>) => firstFormProblem(sendEmailForm, f);

describe('the send e-mail form', () => {
  const ok = { title: 'Hi', content: '<p>Hello</p>', recipients: ['a@example.com'], groups: [] };
  it('checks title, content and recipients in the spec order', () => {
    expect(sendCheck({ ...ok, title: ' ', content: '', recipients: [] })).toBe('correctionMailTitleRequired');
    expect(sendCheck({ ...ok, content: '<p><br></p>', recipients: [] })).toBe('correctionMailContentRequired');
    expect(sendCheck({ ...ok, recipients: [] })).toBe('emailRecipientsRequired');
    expect(sendCheck({ ...ok, recipients: [], groups: [{}] })).toBeNull();
    expect(sendCheck(ok)).toBeNull();
  });
  it('counts a picture as content', () => {
    expect(isBlankHtml('<p><img src="/uploads/a.png"></p>')).toBe(false);
    expect(isBlankHtml('<p>&nbsp;</p>')).toBe(true);
  });
});

describe('the e-mail group form', () => {
  it('asks for a name, then for members', () => {
    expect(firstFormProblem(emailGroupForm, { name: ' ', members: [] })).toBe('emailGroupNameRequired');
    expect(firstFormProblem(emailGroupForm, { name: 'Tutors', members: [] })).toBe('emailGroupUsersRequired');
    expect(firstFormProblem(emailGroupForm, { name: 'Tutors', members: [{}] })).toBeNull();
  });
});
