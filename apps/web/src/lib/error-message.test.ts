import { describe, expect, it } from 'vitest';
import { ApiRequestError } from './api-error';
import { formatError } from './error-message';

describe('formatError', () => {
  it('uses the message and detailedMessage, first letter capitalised', () => {
    const error = new ApiRequestError(403, {
      code: 'access_denied',
      message: 'access denied',
      detailedMessage: 'you are not allowed to list buckets',
    });
    expect(formatError(error)).toEqual({
      message: 'Access denied',
      detail: 'You are not allowed to list buckets',
    });
  });

  it("falls back to 'Error {status}' when the body has no message", () => {
    expect(formatError(new ApiRequestError(502, {}))).toEqual({ message: 'Error 502', detail: '' });
    expect(formatError(new ApiRequestError(500, { message: '  ', detailedMessage: 'boom' }))).toEqual({
      message: 'Error 500',
      detail: 'Boom',
    });
  });

  it('drops the detail when it equals the message', () => {
    const error = new ApiRequestError(400, { message: 'bad name', detailedMessage: 'Bad name' });
    expect(formatError(error)).toEqual({ message: 'Bad name', detail: '' });
  });

  it('formats plain errors and strings', () => {
    expect(formatError(new Error('network down'))).toEqual({ message: 'Network down', detail: '' });
    expect(formatError('oops')).toEqual({ message: 'Oops', detail: '' });
  });
});
