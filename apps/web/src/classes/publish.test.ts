import { describe, expect, it } from 'vitest';
import { nextAuditState, nextTeacherPublish, stateName } from './publish';

describe('class publish states', () => {
  it('names 0, 1 and 2', () => {
    expect([0, 1, 2].map(stateName)).toEqual(['draft', 'submitted', 'published']);
  });

  it("sends 1 from a draft and 0 otherwise from the teacher's toggle", () => {
    expect(nextTeacherPublish(0)).toBe(1);
    expect(nextTeacherPublish(1)).toBe(0);
    expect(nextTeacherPublish(2)).toBe(0);
  });

  it('switches the audit toggle between 2 and 1', () => {
    expect(nextAuditState(2)).toBe(1);
    expect(nextAuditState(1)).toBe(2);
  });
});
