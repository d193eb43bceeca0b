import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { formFromHomework, type HomeworkForm, updateInput, windowClosesTooEarly } from './homework-form';
import type { Homework } from './types';

const stored = {
  _id: 'hw-1',
  name: 'Kinematics',
  description: '<p>Read chapter 2</p>',
  numQuestions: 3,
  language: 'en',
  dueDate: '2026-03-03T15:40:00.000Z',
  isExam: true,
  examDuration: 45,
  opensAt: '2026-03-02T08:00:00.000Z',
  closesAt: '2026-03-02T10:00:00.000Z',
  shuffleQuestions: true,
  shuffleChoices: false,
  workPhotos: true,
  questionList: [],
  creator: 't-1',
  classes: [],
  createdAt: '2026-03-01T00:00:00.000Z',
  updatedAt: '2026-03-01T00:00:00.000Z',
} as unknown as Homework;

const form = (over: Partial<HomeworkForm> = {}): HomeworkForm => ({ ...formFromHomework(stored), ...over });

describe('formFromHomework', () => {
  it("shows the dates in the pickers' local format and keeps the flags", () => {
    const f = formFromHomework(stored);
    expect(f.opensAt).toBe(dayjs('2026-03-02T08:00:00.000Z').format('YYYY-MM-DD HH:mm:ss'));
    expect(f.closesAt).toBe(dayjs('2026-03-02T10:00:00.000Z').format('YYYY-MM-DD HH:mm:ss'));
    expect(f).toMatchObject({ shuffleQuestions: true, shuffleChoices: false, workPhotos: true, examDuration: '45' });
  });

  it('leaves an open window empty', () => {
    const f = formFromHomework({ ...stored, opensAt: null, closesAt: null } as Homework);
    expect(f.opensAt).toBeNull();
    expect(f.closesAt).toBeNull();
  });
});

describe('updateInput', () => {
  it('sends the window as the same instants it was read as, and both flags', () => {
    const body = updateInput('hw-1', form(), 3);
    expect(body).toMatchObject({
      _id: 'hw-1',
      opensAt: '2026-03-02T08:00:00.000Z',
      closesAt: '2026-03-02T10:00:00.000Z',
      shuffleQuestions: true,
      shuffleChoices: false,
      workPhotos: true,
    });
  });

  it('sends null for a cleared picker', () => {
    expect(updateInput('hw-1', form({ opensAt: null }), 3)).toMatchObject({
      opensAt: null,
      closesAt: '2026-03-02T10:00:00.000Z',
    });
  });

  it('clears the window of a homework that is not an exam, keeping its shuffling', () => {
    expect(updateInput('hw-1', form({ isExam: false, shuffleChoices: true }), 3)).toMatchObject({
      opensAt: null,
      closesAt: null,
      shuffleQuestions: true,
      shuffleChoices: true,
    });
  });
});

describe('windowClosesTooEarly', () => {
  it('is true when the exam closes at or before it opens', () => {
    expect(windowClosesTooEarly(form({ closesAt: '2026-03-02 08:00:00', opensAt: '2026-03-02 08:00:00' }))).toBe(true);
    expect(windowClosesTooEarly(form({ closesAt: '2026-03-01 23:40:00', opensAt: '2026-03-02 08:00:00' }))).toBe(true);
  });

  it('is false for a later close, an open end, or a homework that is not an exam', () => {
    expect(windowClosesTooEarly(form({ opensAt: '2026-03-02 08:00:00', closesAt: '2026-03-02 08:20:00' }))).toBe(false);
    expect(windowClosesTooEarly(form({ closesAt: null }))).toBe(false);
    expect(windowClosesTooEarly(form({ opensAt: null }))).toBe(false);
    expect(
      windowClosesTooEarly(form({ isExam: false, opensAt: '2026-03-02 08:00:00', closesAt: '2026-03-01 08:00:00' })),
    ).toBe(false);
  });
});
