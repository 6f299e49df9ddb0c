import { describe, expect, it } from 'vitest';
import { canSaveRetention, endOfDayUtc, newTagProblem, withoutTag } from './object-forms';

const form = { enabled: true, mode: 'governance' as const, day: '2030-01-31', saving: false };

describe('endOfDayUtc', () => {
  it('is 23:59:59 UTC of the chosen day', () => {
    expect(endOfDayUtc('2030-01-31')).toBe('2030-01-31T23:59:59Z');
  });
  it('refuses days that do not exist and other text', () => {
    expect(endOfDayUtc('2030-02-30')).toBeUndefined();
    expect(endOfDayUtc('')).toBeUndefined();
    expect(endOfDayUtc('31/01/2030')).toBeUndefined();
  });
});

describe('canSaveRetention', () => {
  it('saves an enabled retention with a type and a date', () => {
    expect(canSaveRetention(form, '')).toBe(true);
  });
  it('is disabled with no type, no date, or while saving', () => {
    expect(canSaveRetention({ ...form, mode: '' }, '')).toBe(false);
    expect(canSaveRetention({ ...form, day: '' }, '')).toBe(false);
    expect(canSaveRetention({ ...form, saving: true }, '')).toBe(false);
  });
  it('can turn off governance retention only', () => {
    expect(canSaveRetention({ ...form, enabled: false }, 'governance')).toBe(true);
    expect(canSaveRetention({ ...form, enabled: false }, 'compliance')).toBe(false);
    expect(canSaveRetention({ ...form, enabled: false }, '')).toBe(false);
  });
});

describe('newTagProblem', () => {
  it('accepts a key and a value', () => {
    expect(newTagProblem('team', 'blue', {})).toBeUndefined();
  });
  it('needs a non-blank key and value', () => {
    expect(newTagProblem(' ', 'blue', {})).toBe('Enter a key and a value.');
    expect(newTagProblem('team', '  ', {})).toBe('Enter a key and a value.');
  });
  it('keeps to the S3 limits', () => {
    expect(newTagProblem('k'.repeat(129), 'v', {})).toContain('at most 128');
    expect(newTagProblem('k', 'v'.repeat(257), {})).toContain('at most 256');
    const ten = Object.fromEntries(Array.from({ length: 10 }, (_, i) => [`k${i}`, 'v']));
    expect(newTagProblem('new', 'v', ten)).toBe('An object can have at most 10 tags.');
    expect(newTagProblem('k1', 'v', ten)).toBe("The object already has a tag 'k1'.");
  });
});

describe('withoutTag', () => {
  it('drops exactly that key', () => {
    expect(withoutTag({ a: '1', b: '2' }, 'a')).toEqual({ b: '2' });
  });
});
