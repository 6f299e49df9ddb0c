import { traceQuerySchema } from '@granary/contract';
import type { TraceInfo } from '@granary/madmin';
import { describe, expect, it } from 'vitest';
import { matchesFilters, toTraceMessage, traceTypes } from './trace.ts';

const request = {
  time: '2026-11-24T08:00:00.1Z',
  proto: 'HTTP/1.1',
  method: 'HEAD',
  client: '10.0.0.7:52110',
  rawquery: '',
  headers: {
    Authorization: [
      'AWS4-HMAC-SHA256 Credential=V3KEXAMPLE/20261124/us-east-1/s3/aws4_request, SignedHeaders=host, Signature=00',
    ],
  },
};
const response = { time: '2026-11-24T08:00:00.2Z', statuscode: 404 };
const stats = { inputbytes: 0, outputbytes: 0, latency: 1_234_567, timetofirstbyte: 1_000_000 };

const info: TraceInfo = {
  type: 1,
  nodename: '127.0.0.1:9000',
  funcname: 's3.HeadBucket',
  time: '2026-11-24T08:00:00.123Z',
  path: '/photos',
  dur: 1_234_567,
  http: { request, response, stats },
};

describe('trace messages', () => {
  it("carry what the Trace screen shows, from MinIO's entry", () => {
    expect(toTraceMessage(info, 'alice')).toEqual({
      time: '2026-11-24T08:00:00.123Z',
      api: 's3.HeadBucket',
      host: '127.0.0.1:9000',
      client: '10.0.0.7',
      accessKey: 'V3KEXAMPLE',
      user: 'alice',
      method: 'HEAD',
      path: '/photos',
      query: '',
      statusCode: 404,
      statusMsg: 'Not Found',
      error: '',
      callStats: { duration: 1_234_567, timeToFirstByte: 1_000_000, rx: 0, tx: 0 },
    });
  });

  it('name the key of a presigned URL, and none for an anonymous call', () => {
    const presigned = (rawquery: string): TraceInfo => ({
      ...info,
      http: { request: { ...request, headers: {}, rawquery }, response, stats },
    });
    expect(
      toTraceMessage(
        presigned('X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=SHARE1%2F20261124%2Fus-east-1%2Fs3'),
      ).accessKey,
    ).toBe('SHARE1');
    expect(toTraceMessage(presigned('')).accessKey).toBe('');
  });

  it('pass only when every filter given matches', () => {
    const message = toTraceMessage(info);
    const query = (raw: Record<string, string>) => traceQuerySchema.parse(raw);
    expect(matchesFilters(message, query({}))).toBe(true);
    expect(
      matchesFilters(
        message,
        query({ path: 'PHOTO', statusCode: '404', method: 'HEAD', funcname: 'headbucket' }),
      ),
    ).toBe(true);
    expect(matchesFilters(message, query({ path: 'photos', statusCode: '200' }))).toBe(false);
    expect(matchesFilters(message, query({ statusCode: '404', method: 'GET' }))).toBe(false);
  });

  it('ask MinIO for the types chosen, all four for All', () => {
    expect(traceTypes('s3')).toEqual({ s3: true, internal: false, storage: false, os: false });
    expect(traceTypes('internal,os')).toEqual({ s3: false, internal: true, storage: false, os: true });
    expect(traceTypes('all')).toEqual({ s3: true, internal: true, storage: true, os: true });
  });
});
