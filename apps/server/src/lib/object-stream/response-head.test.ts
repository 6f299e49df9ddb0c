import { describe, expect, it } from 'vitest';
import { bodyLength, MAX_HEAD_BYTES, parseResponseHead } from './response-head.ts';

const head = (text: string) => Buffer.from(text, 'latin1');

describe('parseResponseHead', () => {
  it('waits for the blank line, then reads the status, the headers and where the body starts', () => {
    expect(parseResponseHead(head('HTTP/1.1 200 OK\r\nContent-Length: 5\r\n'))).toBeUndefined();
    const parsed = parseResponseHead(
      head('HTTP/1.1 206 Partial Content\r\nETag: "x"\r\nContent-Length: 3\r\n\r\nabc'),
    );
    expect(parsed?.status).toBe(206);
    expect(parsed?.headers.get('etag')).toBe('"x"');
    expect(parsed?.size).toBe(
      head('HTTP/1.1 206 Partial Content\r\nETag: "x"\r\nContent-Length: 3\r\n\r\n').length,
    );
    expect(parsed && bodyLength(parsed)).toBe(3);
  });

  it('gives header names in lower case and joins the values of a repeated header', () => {
    const parsed = parseResponseHead(
      head('HTTP/1.1 200 OK\r\nX-Amz-Meta-Tag: a\r\nx-amz-meta-tag: b\r\n\r\n'),
    );
    expect(parsed?.headers.get('x-amz-meta-tag')).toBe('a, b');
    expect(parsed?.headers.get('X-Amz-Meta-Tag')).toBeUndefined();
  });

  it('refuses what is not an HTTP answer, a malformed header and a head without end', () => {
    expect(() => parseResponseHead(head('SSH-2.0-OpenSSH\r\n\r\n'))).toThrow('no HTTP status line');
    expect(() => parseResponseHead(head('HTTP/1.1 200 OK\r\nno colon here\r\n\r\n'))).toThrow(
      'malformed header',
    );
    expect(() => parseResponseHead(Buffer.alloc(MAX_HEAD_BYTES + 1, 65))).toThrow('longer than 64 KiB');
  });
});

describe('bodyLength', () => {
  const parse = (text: string) => parseResponseHead(head(`${text}\r\n\r\n`)) ?? expect.fail('no head');

  it('takes Content-Length, and knows no length without one (read to the end)', () => {
    expect(bodyLength(parse('HTTP/1.1 200 OK\r\nContent-Length: 0'))).toBe(0);
    expect(bodyLength(parse('HTTP/1.1 204 No Content'))).toBe(0);
    expect(bodyLength(parse('HTTP/1.1 200 OK'))).toBeNaN();
  });

  it('refuses a chunked answer and a length that is not a number', () => {
    expect(() => bodyLength(parse('HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked'))).toThrow('chunked');
    expect(() => bodyLength(parse('HTTP/1.1 200 OK\r\nContent-Length: 12x'))).toThrow(
      'invalid Content-Length',
    );
  });
});
