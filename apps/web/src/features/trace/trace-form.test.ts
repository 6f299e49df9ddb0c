import { describe, expect, it } from 'vitest';
import { toTraceQuery, traceFormDefaults, traceFormSchema } from './trace-form';

describe('the trace filters', () => {
  it('send only the filters filled in, S3 by default', () => {
    expect(toTraceQuery(traceFormDefaults)).toEqual({ calls: 's3', threshold: 0, onlyErrors: 'no' });
    expect(
      toTraceQuery({
        ...traceFormDefaults,
        statusCode: '404',
        method: 'HEAD',
        path: 'photos',
        threshold: '15',
        onlyErrors: true,
        calls: { s3: true, internal: true, storage: false, os: true },
      }),
    ).toEqual({
      calls: 's3,internal,os',
      threshold: 15,
      onlyErrors: 'yes',
      statusCode: 404,
      method: 'HEAD',
      path: 'photos',
    });
  });

  it("'All' asks every call type", () => {
    expect(toTraceQuery({ ...traceFormDefaults, all: true }).calls).toBe('all');
  });

  it('refuses a status code or threshold that is not one, saying what to enter', () => {
    const bad = traceFormSchema.safeParse({ ...traceFormDefaults, statusCode: '99', threshold: '-5' });
    expect(bad.error?.issues.map((issue) => [issue.path[0], issue.message])).toEqual([
      ['statusCode', 'Enter an HTTP status code (100 to 599)'],
      ['threshold', 'Enter a number of milliseconds, 0 or more'],
    ]);
  });
});
