import { describe, expect, it } from 'vitest';
import { MadminError, MadminUnreachableError, parseErrorResponse, toTransportError } from './errors.ts';
import { headerReader } from './http.ts';

describe('parseErrorResponse', () => {
  it('reads the JSON admin error form', () => {
    const body =
      '{"Code":"XMinioAdminNoSuchUser","Message":"The specified user does not exist.","Resource":"/minio/admin/v3/remove-user","RequestId":"18E9F","HostId":"abc"}';
    const error = parseErrorResponse(404, body);
    expect(error).toBeInstanceOf(MadminError);
    expect(error).toMatchObject({
      code: 'XMinioAdminNoSuchUser',
      status: 404,
      requestId: '18E9F',
      resource: '/minio/admin/v3/remove-user',
    });
    expect(error.message).toBe('The specified user does not exist.');
  });

  it('reads the S3 XML error form', () => {
    const body =
      '<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>InvalidArgument</Code><Message>Bad quota</Message><Resource>/b</Resource><RequestId>42</RequestId></Error>';
    expect(parseErrorResponse(400, body)).toMatchObject({
      code: 'InvalidArgument',
      message: 'Bad quota',
      status: 400,
      requestId: '42',
      resource: '/b',
    });
  });

  it('keeps the bucket and key an S3 error names', () => {
    const body =
      '<Error><Code>NoSuchKey</Code><Message>The specified key does not exist.</Message><Key>a b/c.txt</Key><BucketName>docs</BucketName><Resource>/docs/a b/c.txt</Resource></Error>';
    expect(parseErrorResponse(404, body)).toMatchObject({
      code: 'NoSuchKey',
      bucket: 'docs',
      key: 'a b/c.txt',
    });
  });

  it('reads the STS XML error form and keeps numeric-looking values as strings', () => {
    const body =
      '<ErrorResponse xmlns="https://sts.amazonaws.com/doc/2011-06-15/"><Error><Type></Type><Code>AccessDenied</Code><Message>Access denied: 12</Message></Error><RequestId>0012</RequestId></ErrorResponse>';
    expect(parseErrorResponse(403, body)).toMatchObject({
      code: 'AccessDenied',
      message: 'Access denied: 12',
      requestId: '0012',
    });
  });

  it('falls back to MinIO error headers, then to the HTTP status', () => {
    const headers = headerReader({
      'x-minio-error-code': 'NoSuchBucket',
      'x-minio-error-desc': '"The bucket does not exist"',
      'x-amz-request-id': 'R1',
    });
    expect(parseErrorResponse(404, '', headers)).toMatchObject({
      code: 'NoSuchBucket',
      message: 'The bucket does not exist',
      requestId: 'R1',
    });
    expect(parseErrorResponse(502, '')).toMatchObject({
      code: 'HTTP502',
      message: 'MinIO answered HTTP 502',
    });
    expect(parseErrorResponse(500, 'upstream exploded')).toMatchObject({
      code: 'HTTP500',
      message: 'upstream exploded',
    });
  });
});

describe('parseErrorResponse entities', () => {
  it('decodes the numeric references MinIO puts in messages', () => {
    const body =
      '<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>InternalError</Code><Message>cause(invalid quota type &#39;fifo&#39; &#34;x&#34; &amp;)</Message></Error>';
    expect(parseErrorResponse(500, body).message).toBe(`cause(invalid quota type 'fifo' "x" &)`);
  });
});

describe('toTransportError', () => {
  it('wraps network failures with their cause', () => {
    const failure = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:1'), { code: 'ECONNREFUSED' });
    const error = toTransportError(failure, 'http://127.0.0.1:1/minio/admin/v3/info');
    expect(error).toBeInstanceOf(MadminUnreachableError);
    expect((error as Error).message).toBe('MinIO at http://127.0.0.1:1 is unreachable: ECONNREFUSED');
    expect((error as Error).cause).toBe(failure);
  });

  it('reports timeouts and leaves caller aborts alone', () => {
    const timeout = new DOMException('timed out', 'TimeoutError');
    expect((toTransportError(timeout, 'http://h:9000/') as Error).message).toMatch(/timed out/);
    const controller = new AbortController();
    controller.abort();
    const abort = new DOMException('aborted', 'AbortError');
    expect(toTransportError(abort, 'http://h:9000/', controller.signal)).toBe(abort);
  });
});
