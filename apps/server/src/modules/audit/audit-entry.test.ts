import { describe, expect, it } from 'vitest';
import { goDurationNs, splitBody, toAuditRow } from './audit-entry.ts';

const entry = {
  version: '1',
  deploymentid: 'd1',
  time: '2026-11-24T05:00:00.123456789Z',
  event: '',
  trigger: 'incoming',
  api: {
    name: 'PutObject',
    bucket: 'photos',
    object: '2026/cat.jpg',
    status: 'OK',
    statusCode: 200,
    rx: 2048,
    tx: 0,
    timeToResponse: '1.5ms',
    timeToResponseInNS: '1500000',
  },
  remotehost: '127.0.0.1',
  requestID: '18A2B3C4D5E6F',
  userAgent: 'aws-sdk-js/3',
  requestHeader: { 'Content-Length': '2048' },
  responseHeader: { 'Content-Length': '0' },
};

describe('an audit entry from MinIO', () => {
  it('becomes the row of spec 2 §3', () => {
    expect(toAuditRow(entry)).toEqual({
      row: {
        time: new Date('2026-11-24T05:00:00.123Z'),
        api_name: 'PutObject',
        bucket: 'photos',
        object: '2026/cat.jpg',
        remote_host: '127.0.0.1',
        request_id: '18A2B3C4D5E6F',
        user_agent: 'aws-sdk-js/3',
        response_status: 'OK',
        response_status_code: 200,
        request_content_length: '2048',
        response_content_length: '0',
        time_to_response_ns: '1500000',
      },
    });
  });

  it('falls back to rx, tx and the duration text, and leaves absent fields null', () => {
    const result = toAuditRow({
      ...entry,
      requestHeader: undefined,
      responseHeader: undefined,
      api: { name: 'ListBuckets', rx: 10, tx: 99, timeToResponse: '2.25ms' },
    });
    expect(result).toMatchObject({
      row: {
        bucket: null,
        object: null,
        request_content_length: '10',
        response_content_length: '99',
        time_to_response_ns: '2250000',
      },
    });
  });

  it('names what is wrong with an entry it cannot keep', () => {
    expect(toAuditRow({ time: 'yesterday', api: { name: 'X' } })).toEqual({
      problem: 'time: time is not a date',
    });
    expect(toAuditRow({ time: entry.time })).toMatchObject({ problem: expect.stringMatching(/^api:/) });
    expect(toAuditRow('text')).toMatchObject({ problem: expect.any(String) });
  });

  it('reads Go durations', () => {
    expect(goDurationNs('123456ns')).toBe('123456');
    expect(goDurationNs('1m2.5s')).toBe('62500000000');
    expect(goDurationNs('42')).toBe('42');
    expect(goDurationNs('fast')).toBeNull();
    expect(goDurationNs(undefined)).toBeNull();
  });

  it('splits a body of one object, an array, or lines, and counts lines it cannot read', () => {
    expect(splitBody(JSON.stringify(entry)).entries).toHaveLength(1);
    expect(splitBody(JSON.stringify([entry, entry])).entries).toHaveLength(2);
    expect(splitBody(`${JSON.stringify(entry)}\n{oops\n${JSON.stringify(entry)}\n`)).toEqual({
      entries: [entry, entry],
      malformed: 1,
    });
    expect(splitBody('  ')).toEqual({ entries: [], malformed: 0 });
  });
});
