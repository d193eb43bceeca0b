import { describe, expect, it } from 'vitest';
import { type ClassView, categoryOptions, formFromClass, numberOf, updateInputOf } from './class-form';

const view = {
  _id: '00000000-0000-4000-8000-000000000001',
  name: 'Mechanics',
  image: '',
  category: 'Physics',
  description: '<p>Forces</p>',
  startDate: '2026-09-01',
  endDate: '',
  language: 'zh',
  introduction: '<p>$F=ma$</p>',
  bulletin: '',
  includeLibrary: false,
  user: { _id: 't', name: 'Wang' },
  price: 480,
  registerLink: '',
  paymentInfo: '',
  source: [{ _id: 's1', name: 'AMC', expired: false }],
  autoPublish: true,
  autoPublishAccuracy: 90,
  canEdit: true,
} as unknown as ClassView;

describe('class edit form', () => {
  it('starts from the class, with empty dates as null', () => {
    const form = formFromClass(view);
    expect(form.startDate).toBe('2026-09-01');
    expect(form.endDate).toBeNull();
    expect(form.language).toBe('zh');
    expect(form.sources).toHaveLength(1);
  });

  it('sends sources as ids and numbers as numbers', () => {
    const input = updateInputOf(view._id, { ...formFromClass(view), price: '12.5', autoPublishAccuracy: '' });
    expect(input.source).toEqual(['s1']);
    expect(input.price).toBe(12.5);
    expect(input.autoPublishAccuracy).toBe(80);
    expect(input.endDate).toBeNull();
  });

  it('reads number fields', () => {
    expect(numberOf(3, 0)).toBe(3);
    expect(numberOf(' ', 7)).toBe(7);
    expect(numberOf('abc', 7)).toBe(7);
  });

  it('offers Physics and Math, and keeps another category the class already has', () => {
    expect(categoryOptions('Physics')).toEqual(['Physics', 'Math']);
    expect(categoryOptions('Chemistry')).toEqual(['Physics', 'Math', 'Chemistry']);
  });
});
