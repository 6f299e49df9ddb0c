import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '@/lib/api-error';
import { objectDetailErrorText } from './object-detail-error';

const missing = new ApiRequestError(404, { message: "There is no object 'a.txt' in this bucket." });

describe('objectDetailErrorText', () => {
  it('names the version when a version page finds nothing', () => {
    expect(objectDetailErrorText(missing, 'docs/a.txt', 'abc')).toBe(
      "Version 'abc' of 'docs/a.txt' does not exist. It may have been deleted.",
    );
  });
  it("keeps the server's text for the current object and for other failures", () => {
    expect(objectDetailErrorText(missing, 'docs/a.txt')).toBe("There is no object 'a.txt' in this bucket.");
    const invalid = new ApiRequestError(400, { message: "'zz' is not a valid version id." });
    expect(objectDetailErrorText(invalid, 'docs/a.txt', 'zz')).toBe("'zz' is not a valid version id.");
  });
});
