import { describe, expect, it } from 'vitest';
import { autoCorrectOf } from '../src/services/exercises/auto-correction';
import { nextCard, orderBatch, questionLevel, sectionLevel } from '../src/services/resources/schedule';

const DAY = 24 * 60 * 60 * 1000;
const now = new Date('2026-11-20T10:00:00Z');
const ago = (days: number) => new Date(now.getTime() - days * DAY);

describe('orderBatch: due reviews, then unseen, never the rest', () => {
  it('puts due reviews first (oldest due first), then unseen questions in their order', () => {
    const order = orderBatch(
      [
        { id: 'new1', due: null },
        { id: 'due-recent', due: ago(1) },
        { id: 'new2', due: null },
        { id: 'due-old', due: ago(5) },
      ],
      now,
      10,
      10,
    );
    expect(order).toEqual(['due-old', 'due-recent', 'new1', 'new2']);
  });

  it('leaves out questions seen and not yet due', () => {
    expect(
      orderBatch(
        [
          { id: 'later', due: new Date(now.getTime() + DAY) },
          { id: 'new', due: null },
        ],
        now,
        10,
        10,
      ),
    ).toEqual(['new']);
  });

  it('offers at most newAllowed unseen questions (Max Resources) and at most size in all', () => {
    const candidates = [
      { id: 'r', due: ago(1) },
      { id: 'a', due: null },
      { id: 'b', due: null },
      { id: 'c', due: null },
    ];
    expect(orderBatch(candidates, now, 10, 1)).toEqual(['r', 'a']);
    expect(orderBatch(candidates, now, 10, 0)).toEqual(['r']);
    expect(orderBatch(candidates, now, 2, 10)).toEqual(['r', 'a']);
  });
});

describe('nextCard: the FSRS schedule', () => {
  it('brings a wrong answer or a give-up back the next day, and a right one later', () => {
    const wrong = nextCard(null, 'wrong', now);
    const gaveUp = nextCard(null, 'gaveUp', now);
    const right = nextCard(null, 'correct', now);
    expect(wrong.due.getTime() - now.getTime()).toBe(DAY);
    expect(gaveUp.due.getTime()).toBe(wrong.due.getTime());
    expect(right.due.getTime()).toBeGreaterThan(wrong.due.getTime());
    expect(wrong.reps).toBe(1);
  });

  it('spaces reviews further out after each correct answer', () => {
    const first = nextCard(null, 'correct', now);
    const second = nextCard(first, 'correct', first.due);
    const gap1 = first.due.getTime() - now.getTime();
    const gap2 = second.due.getTime() - first.due.getTime();
    expect(gap2).toBeGreaterThan(gap1);
    const lapse = nextCard(second, 'wrong', second.due);
    expect(lapse.lapses).toBe(1);
    expect(lapse.due.getTime() - second.due.getTime()).toBeLessThan(gap2);
  });
});

describe('mastery levels', () => {
  it('rates a question by its run of correct answers', () => {
    expect(questionLevel(0)).toBe('attempted');
    expect(questionLevel(1)).toBe('familiar');
    expect(questionLevel(2)).toBe('proficient');
    expect(questionLevel(3)).toBe('mastered');
    expect(questionLevel(9)).toBe('mastered');
  });

  it('rates a section by the mean points of its practised questions', () => {
    const c = (attempted: number, familiar: number, proficient: number, mastered: number) => ({
      attempted,
      familiar,
      proficient,
      mastered,
    });
    expect(sectionLevel(c(0, 0, 0, 0))).toBeNull();
    expect(sectionLevel(c(0, 0, 0, 4))).toBe('mastered');
    expect(sectionLevel(c(0, 0, 1, 1))).toBe('mastered'); // mean 90
    expect(sectionLevel(c(0, 0, 1, 0))).toBe('proficient');
    expect(sectionLevel(c(0, 1, 1, 0))).toBe('familiar'); // mean 65
    expect(sectionLevel(c(1, 0, 0, 1))).toBe('familiar'); // mean 50
    expect(sectionLevel(c(2, 1, 0, 0))).toBe('attempted'); // mean 33
  });
});

describe('autoCorrectOf', () => {
  it('matches choice letters in any order and free responses ignoring case and spaces', () => {
    expect(autoCorrectOf({ isChoice: 1, correctAnswer: 'A,C' }, 'c,a')).toBe(true);
    expect(autoCorrectOf({ isChoice: 1, correctAnswer: 'A,C' }, 'A')).toBe(false);
    expect(autoCorrectOf({ isChoice: 0, correctAnswer: 'B' }, 'b')).toBe(true);
    expect(autoCorrectOf({ isChoice: 2, correctAnswer: '9.8 m/s' }, '9.8M/S')).toBe(true);
    // no correct answer: unknown, which a practice question counts as wrong
    expect(autoCorrectOf({ isChoice: 2, correctAnswer: '' }, '')).toBe(null);
  });
});
