import { describe, expect, it } from 'vitest';
import { rowsOfBody } from './audit-body.ts';
import { goDurationNs, toAuditRow } from './audit-entry.ts';

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
  accessKey: 'svc-key',
  parentUser: 'alice',
};
const received = new Date('2026-11-24T06:00:00Z');
const rowOf = (value: unknown) => toAuditRow(value, JSON.stringify(value), received, 'h');

describe('an audit entry from MinIO', () => {
  it('becomes the row of spec 2 §3, with who, its kind and the whole record', () => {
    expect(rowOf(entry)).toEqual({
      time: new Date('2026-11-24T05:00:00.123Z'),
      kind: 'request',
      event: null,
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
      access_key: 'svc-key',
      parent_user: 'alice',
      problem: null,
      raw: JSON.stringify(entry),
      record_hash: 'h',
    });
  });

  it('falls back to rx, tx and the duration text, and leaves absent fields null', () => {
    const row = rowOf({
      ...entry,
      requestHeader: undefined,
      responseHeader: undefined,
      api: { name: 'ListBuckets', rx: 10, tx: 99, timeToResponse: '2.25ms' },
    });
    expect(row).toMatchObject({
      bucket: null,
      object: null,
      request_content_length: '10',
      response_content_length: '99',
      time_to_response_ns: '2250000',
    });
  });

  it('keeps what MinIO does by itself, named by its event, its object from api.objects', () => {
    const heal = {
      version: '1',
      time: '2026-11-24T05:00:01Z',
      event: 'HealObject',
      trigger: 'HealObject',
      api: { bucket: 'photos', objects: [{ objectName: 'dir/a.txt', versionId: 'null' }], rx: 0, tx: 0 },
      tags: { healObject: 'name=dir/a.txt,pool=1,set=1' },
    };
    expect(rowOf(heal)).toMatchObject({
      kind: 'heal',
      event: 'HealObject',
      api_name: 'HealObject',
      object: 'dir/a.txt',
      problem: null,
    });
    const expiry = { ...heal, event: 'ilm:expiry', trigger: 'ilm:expiry', api: { name: 'ILMExpiry' } };
    expect(rowOf(expiry)).toMatchObject({ kind: 'lifecycle', api_name: 'ILMExpiry' });
    const transition = { ...heal, event: ' ilm:transition', trigger: ' ilm:transition', api: {} };
    expect(rowOf(transition)).toMatchObject({ kind: 'lifecycle', api_name: 'ilm:transition' });
    for (const [event, kind] of [
      ['scanner:manyversions', 'scanner'],
      ['replicate:mrf', 'replication'],
      ['decommission', 'decommission'],
      ['rebalance', 'rebalance'],
      ['KeyRotate', 'batch'],
      ['callhome:diagnostics', 'other'],
    ])
      expect(rowOf({ ...heal, event, trigger: event })).toMatchObject({ kind });
  });

  it('tells a replicated PUT, which MinIO sends with an empty trigger and event, from a request', () => {
    // As the pinned MinIO sent it (audit-kinds.int.test.ts): only the API name says what it was.
    const replicated = rowOf({
      version: '1',
      time: '2026-11-28T00:50:00Z',
      trigger: '',
      event: '',
      api: { name: 'ReplicateObject', bucket: 'source', object: 'a.txt', status: 'COMPLETED' },
    });
    expect(replicated).toMatchObject({ kind: 'replication', api_name: 'ReplicateObject', bucket: 'source' });
  });

  it('keeps a request refused before MinIO knew its API, with an empty API name', () => {
    const refused = {
      time: entry.time,
      event: '',
      trigger: 'incoming',
      api: { status: 'Bad Request', statusCode: 400, rx: 0, tx: 283 },
      requestPath: '/\u0000/',
    };
    expect(rowOf(refused)).toMatchObject({
      kind: 'request',
      api_name: '',
      response_status_code: 400,
      problem: null,
    });
  });

  it('never refuses: what cannot fit a column is left out of it and named, the record kept whole', () => {
    const odd = {
      ...entry,
      time: '+275760-09-13T00:00:00Z',
      api: { ...entry.api, object: 'a\u0000b', statusCode: 12_345, name: 7 },
      userAgent: 'x'.repeat(5_000),
    };
    const row = rowOf(odd);
    expect(row).toMatchObject({
      time: received,
      kind: 'request',
      api_name: '',
      object: 'a\u2400b',
      response_status_code: null,
      raw: JSON.stringify(odd),
    });
    expect(row.user_agent).toHaveLength(2_000);
    expect(row.problem).toBe(
      'time "+275760-09-13T00:00:00Z" is not a date: the time received is shown; api.name is not text; ' +
        'userAgent is longer than 2000 bytes: cut in its column; api.statusCode 12345 is out of range',
    );
    expect(rowOf('text')).toMatchObject({
      kind: 'unreadable',
      problem: 'not an audit entry: kept as it came',
    });
  });

  it('reads Go durations', () => {
    expect(goDurationNs('123456ns')).toBe('123456');
    expect(goDurationNs('1m2.5s')).toBe('62500000000');
    expect(goDurationNs('42')).toBe('42');
    expect(goDurationNs('99999999999999999999')).toBeNull();
    expect(goDurationNs('fast')).toBeNull();
    expect(goDurationNs(undefined)).toBeNull();
  });
});

describe('a webhook body', () => {
  it('is one row per line, an array or one object; a line that is not JSON is kept as it came', () => {
    const line = JSON.stringify(entry);
    expect(rowsOfBody(line, received)).toHaveLength(1);
    expect(rowsOfBody(JSON.stringify([entry, { ...entry, requestID: 'other' }]), received)).toHaveLength(2);
    const rows = rowsOfBody(`${line}\n{oops\u0000\n\n{}\n`, received);
    expect(rows.map((row) => row.kind)).toEqual(['request', 'unreadable']);
    expect(rows[1]).toMatchObject({
      time: received,
      raw: '{oops\\u0000',
      problem: 'not JSON: kept as it came',
    });
    expect(rowsOfBody('  ', received)).toEqual([]);
  });

  it('names each record by its text, the same each time MinIO posts it', () => {
    const [first] = rowsOfBody(JSON.stringify(entry), received);
    const [again] = rowsOfBody(JSON.stringify(entry), new Date());
    const [other] = rowsOfBody(JSON.stringify({ ...entry, requestID: 'other' }), received);
    expect(first?.record_hash).toMatch(/^[\w-]{43}$/);
    expect(again?.record_hash).toBe(first?.record_hash);
    expect(other?.record_hash).not.toBe(first?.record_hash);
  });
});
