import { describe, expect, it } from 'vitest';
import { parseFilter, patternToSql } from './audit-search.ts';

describe('the filter hint as SQL', () => {
  it('matches exactly without a wildcard', () => {
    expect(patternToSql('photos')).toEqual({ op: '=', value: 'photos' });
  });

  it("turns '*' into any characters and '.' into one", () => {
    expect(patternToSql('photo*')).toEqual({ op: 'like', value: 'photo%' });
    expect(patternToSql('Get.bject')).toEqual({ op: 'like', value: 'Get_bject' });
  });

  it('makes the character after a backslash literal, and SQL wildcards in the text literal too', () => {
    expect(patternToSql('v1\\.2')).toEqual({ op: '=', value: 'v1.2' });
    expect(patternToSql('v1\\.*')).toEqual({ op: 'like', value: 'v1.%' });
    expect(patternToSql('100%_done*')).toEqual({ op: 'like', value: '100\\%\\_done%' });
    expect(patternToSql('a\\\\b*')).toEqual({ op: 'like', value: 'a\\\\b%' });
  });

  it('reads field:pattern, the pattern keeping its own colons', () => {
    expect(parseFilter('object:a:b*')).toEqual({ field: 'object', pattern: 'a:b*' });
  });
});
