import { describe, expect, it } from 'vitest';
import { healFormDefaults, healFormSchema, toHealQuery } from './heal-form';

describe('heal form', () => {
  const schema = healFormSchema(['photos']);

  it('takes only a bucket from the list, and not both Force Start and Force Stop', () => {
    const problems = (values: object) =>
      schema.safeParse({ ...healFormDefaults, ...values }).error?.issues.map((issue) => issue.message) ?? [];
    expect(problems({ bucket: 'elsewhere' })).toEqual(['Select a bucket from the list']);
    expect(problems({ bucket: 'photos', prefix: '/etc' })).toEqual(['must not start with "/"']);
    expect(problems({ bucket: 'photos', forceStart: true, forceStop: true })).toEqual([
      'Choose Force Start or Force Stop, not both',
    ]);
    expect(problems({ bucket: 'photos', prefix: '2026/', recursive: true })).toEqual([]);
  });

  it('sends the prefix only when given, and every flag as true or false', () => {
    expect(toHealQuery({ ...healFormDefaults, bucket: 'photos' })).toEqual({
      recursive: 'false',
      'force-start': 'false',
      'force-stop': 'false',
    });
    expect(
      toHealQuery({ ...healFormDefaults, bucket: 'photos', prefix: 'a/', recursive: true, forceStop: true }),
    ).toEqual({
      prefix: 'a/',
      recursive: 'true',
      'force-start': 'false',
      'force-stop': 'true',
    });
  });
});
