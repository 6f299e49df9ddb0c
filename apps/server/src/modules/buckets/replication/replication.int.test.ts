import { PutObjectCommand } from '@aws-sdk/client-s3';
import {
  apiEndpoints,
  type AddReplicationRuleRequest,
  type ApiError,
  type BucketsReplicationRequest,
  type ListExternalBucketsRequest,
} from '@granary/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testMinio, testMinioSingle } from '@granary/tools/minio/test-servers';
import { exists, makeBucket, removeBucket, uniqueBucket } from './replication-test-kit.ts';
import { type Harness, rootClient, rootS3, startHarness } from '../../../testing/harness.ts';

// Source: the 4-drive server; target: the single-drive one, standing in for a second MinIO.
const source = testMinio();
const target = testMinioSingle();
const sourceS3 = rootS3(source);
const targetS3 = rootS3(target);
const admin = rootClient(source);
const targetURL = new URL(target.endpoint).host;
const keys = { accessKey: target.rootUser, secretKey: target.rootPassword };

const origin = {
  one: uniqueBucket('rp-int-a'),
  two: uniqueBucket('rp-int-b'),
  plain: uniqueBucket('rp-int-u'),
};
const remote = { one: uniqueBucket('rp-int-ta'), two: uniqueBucket('rp-int-tb') };

const { bucketReplication } = apiEndpoints;
let harness: Harness;
let api: Harness['api'];
const wizard = (relations: [string, string][], extra: Partial<BucketsReplicationRequest> = {}) =>
  api(bucketReplication.bucketsReplication, {
    body: {
      ...keys,
      targetURL: `http://${targetURL}`,
      region: '',
      bucketsRelation: relations.map(([originBucket, destinationBucket]) => ({
        originBucket,
        destinationBucket,
      })),
      syncMode: 'async',
      bandwidth: 100 * 1024 ** 3,
      healthCheckPeriod: 60,
      ...extra,
    },
  });
const rules = async (bucket: string) =>
  (await api(bucketReplication.listRules, { params: { name: bucket } })).json().rules;
const deleteRule = (bucket: string, ruleId: string | undefined) =>
  api(bucketReplication.deleteRule, { params: { name: bucket, ruleId: String(ruleId) } });
const listExternal = (body: ListExternalBucketsRequest) =>
  api(bucketReplication.listExternalBuckets, { body });
const targets = (bucket: string) => admin.listRemoteTargets(bucket, 'replication');
const addRule = (bucket: string, form: Partial<AddReplicationRuleRequest>) =>
  api(bucketReplication.addRule, {
    params: { name: bucket },
    body: { ...keys, targetURL, useTLS: false, targetBucket: remote.one, ...form },
  });
/** The object is on the target within replication's usual delay. */
const arrives = (bucket: string, key: string) =>
  expect.poll(() => exists(targetS3, bucket, key), { timeout: 10_000 }).toBe(true);

beforeAll(async () => {
  harness = await startHarness(source);
  ({ api } = harness);
  await Promise.all([
    makeBucket(sourceS3, origin.one),
    makeBucket(sourceS3, origin.two),
    makeBucket(sourceS3, origin.plain, false),
    makeBucket(targetS3, remote.one),
    makeBucket(targetS3, remote.two),
  ]);
});

afterAll(async () => {
  await Promise.all([
    ...Object.values(origin).map((bucket) => removeBucket(sourceS3, bucket)),
    ...Object.values(remote).map((bucket) => removeBucket(targetS3, bucket)),
  ]);
  await harness?.t.app.close();
});

describe('bucketReplication.listExternalBuckets', () => {
  it('lists the buckets the keys can see on the target', async () => {
    const res = await listExternal({ ...keys, targetURL, useTLS: false });
    expect(res.statusCode).toBe(200);
    const names = res.json().buckets.map((bucket) => bucket.name);
    expect(names).toEqual(expect.arrayContaining([remote.one, remote.two]));
  });

  it('answers an unreachable target with a quick 400, not a hang', async () => {
    const started = Date.now();
    const res = await listExternal({ ...keys, targetURL: '127.0.0.1:1', useTLS: false });
    expect(res.statusCode).toBe(400);
    expect(res.json<ApiError>()).toMatchObject({ code: 'remote_unreachable' });
    expect(res.json<ApiError>().message).toContain('http://127.0.0.1:1 cannot be reached');
    expect(Date.now() - started).toBeLessThan(8000);
  });

  it('answers wrong remote keys with a 400 and keeps the session', async () => {
    const res = await listExternal({
      accessKey: target.rootUser,
      secretKey: 'not-the-secret',
      targetURL,
      useTLS: false,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<ApiError>()).toMatchObject({ code: 'remote_credentials' });
    expect((await api(apiEndpoints.buckets.list)).statusCode).toBe(200);
  });

  it('refuses missing fields and a target URL with a path', async () => {
    const missing = await api(
      bucketReplication.listExternalBuckets,
      {},
      { payload: { targetURL, useTLS: false } },
    );
    expect(missing.statusCode).toBe(400);
    expect(missing.json<ApiError>().message).toContain('accessKey');
    const withPath = await listExternal({ ...keys, targetURL: `${targetURL}/some/path`, useTLS: false });
    expect(withPath.statusCode).toBe(400);
    expect(withPath.json<ApiError>().message).toContain('is not valid');
  });
});

describe('bucketReplication.bucketsReplication (the list wizard)', () => {
  it('replicates each bucket to its target bucket: uploaded objects arrive on the second MinIO', async () => {
    const res = await wizard([
      [origin.one, remote.one],
      [origin.two, remote.two],
    ]);
    expect(res.statusCode).toBe(200);
    expect(res.json().replicationState).toEqual([
      { originBucket: origin.one, targetBucket: remote.one, errorString: '' },
      { originBucket: origin.two, targetBucket: remote.two, errorString: '' },
    ]);
    await sourceS3.send(new PutObjectCommand({ Bucket: origin.one, Key: 'a/hello.txt', Body: 'hello' }));
    await sourceS3.send(new PutObjectCommand({ Bucket: origin.two, Key: 'b.txt', Body: 'bee' }));
    await arrives(remote.one, 'a/hello.txt');
    await arrives(remote.two, 'b.txt');
  });

  it('shows the rule with the arn:aws:s3::: destination', async () => {
    const [rule, ...others] = await rules(origin.one);
    expect(others).toEqual([]);
    expect(rule).toMatchObject({
      priority: 1,
      status: 'Enabled',
      destination: { bucket: `arn:aws:s3:::${remote.one}` },
      prefix: '',
      tags: '',
      metadata_replication: true,
    });
    expect(rule?.destination.arn).toMatch(/^arn:minio:replication:/);
  });

  it('reports a bucket without versioning in its own state and leaves no target behind', async () => {
    const res = await wizard([[origin.plain, remote.two]]);
    expect(res.statusCode).toBe(200);
    const [state] = res.json().replicationState;
    expect(state?.errorString).toContain(`Versioning is not enabled on bucket '${origin.plain}'`);
    expect(await targets(origin.plain)).toEqual([]);
    expect(await rules(origin.plain)).toEqual([]);
  });

  it('answers an unknown bucket with 404 before changing anything', async () => {
    const res = await wizard([
      [origin.plain, remote.two],
      ['rp-int-missing', remote.two],
    ]);
    expect(res.statusCode).toBe(404);
    expect(res.json<ApiError>().message).toBe("Bucket 'rp-int-missing' does not exist.");
    expect(await targets(origin.plain)).toEqual([]);
  });

  it('answers an unreachable target with 400 before changing anything', async () => {
    const res = await wizard([[origin.plain, remote.two]], { targetURL: 'http://127.0.0.1:1' });
    expect(res.statusCode).toBe(400);
    expect(res.json<ApiError>()).toMatchObject({ code: 'remote_unreachable' });
    expect(await targets(origin.plain)).toEqual([]);
  });

  it('refuses a target bucket the target does not have, missing fields and a too small bandwidth', async () => {
    const unknown = await wizard([[origin.plain, 'rp-int-nowhere']]);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json<ApiError>().message).toContain("Bucket 'rp-int-nowhere' does not exist on");
    expect((await wizard([])).statusCode).toBe(400);
    const slow = await wizard([[origin.plain, remote.two]], { bandwidth: 1024 });
    expect(slow.statusCode).toBe(400);
    expect(slow.json<ApiError>().message).toContain('at least 100 MB/s');
    const noKey = await api(
      bucketReplication.bucketsReplication,
      {},
      { payload: { targetURL, bucketsRelation: [] } },
    );
    expect(noKey.statusCode).toBe(400);
    expect(await targets(origin.plain)).toEqual([]);
  });
});

describe('bucket detail: add, list and delete rules', () => {
  it('adds a rule with every field beside the existing one', async () => {
    const res = await addRule(origin.one, {
      region: 'us-east-1',
      replication_mode: 'sync',
      bandwidth_scalar: 100,
      bandwidth_unit: 'GiB',
      healthCheck: 30,
      prefix: 'docs/',
      tags: 'team=blue+sky%3D1&tier=gold',
      storageClass: 'REDUCED_REDUNDANCY',
      deleteMarker: false,
      repDelete: true,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      replicationState: [{ originBucket: origin.one, targetBucket: remote.one, errorString: '' }],
    });
    const [first, second] = await rules(origin.one);
    expect(first?.priority).toBe(1);
    expect(second).toMatchObject({
      priority: 2,
      destination: { bucket: `arn:aws:s3:::${remote.one}`, arn: first?.destination.arn },
      prefix: 'docs/',
      // URL-encoded both ways: a value may hold '=', '+' and spaces.
      tags: 'team=blue+sky%3D1&tier=gold',
      storageClass: 'REDUCED_REDUNDANCY',
      delete_marker_replication: false,
      deletes_replication: true,
    });
    // The rule reuses the wizard's target; the form's mode and health check now apply to it.
    const [shared, ...more] = await targets(origin.one);
    expect(more).toEqual([]);
    expect(shared).toMatchObject({
      arn: first?.destination.arn,
      replicationSync: true,
      healthCheckDuration: 30e9,
    });
    expect(shared?.bandwidthlimit ?? 0).toBe(0);
    await sourceS3.send(
      new PutObjectCommand({
        Bucket: origin.one,
        Key: 'docs/x.txt',
        Body: 'x',
        Tagging: 'team=blue+sky%3D1&tier=gold',
      }),
    );
    await arrives(remote.one, 'docs/x.txt');
  });

  it('refuses a second target bucket on the same server with 409 and changes nothing', async () => {
    const res = await addRule(origin.one, { targetBucket: remote.two });
    expect(res.statusCode).toBe(409);
    expect(res.json<ApiError>().message).toContain('MinIO allows one target bucket per server');
    expect(await rules(origin.one)).toHaveLength(2);
    expect(await targets(origin.one)).toHaveLength(1);
  });

  it('rolls the new remote target back when MinIO refuses the rule', async () => {
    // MinIO: "Delete marker replication is not supported if any Tag filter is specified".
    const res = await addRule(origin.two, { targetBucket: remote.two, tags: 'k=v', deleteMarker: true });
    expect(res.statusCode).toBe(400);
    expect(res.json<ApiError>().message).toContain('Delete marker replication is not supported');
    expect(await rules(origin.two)).toHaveLength(1);
    expect(await targets(origin.two)).toHaveLength(1);
  });

  it('rolls back a target no rule uses yet, and refuses bad fields with 400', async () => {
    await makeBucket(sourceS3, uniqueBucket('rp-int-x')).then(async (bucket) => {
      const res = await addRule(bucket, { tags: 'k=v', deleteMarker: true });
      expect(res.statusCode).toBe(400);
      expect(res.json<ApiError>().message).toContain('nothing was changed');
      expect(await targets(bucket)).toEqual([]);
      await removeBucket(sourceS3, bucket);
    });
    const storageClass = await api(
      bucketReplication.addRule,
      { params: { name: origin.two } },
      {
        payload: { ...keys, targetURL, useTLS: false, targetBucket: remote.one, storageClass: 'STANDARD_IA' },
      },
    );
    expect(storageClass.statusCode).toBe(400);
    expect((await addRule(origin.two, { tags: 'novalue' })).statusCode).toBe(400);
    expect((await addRule(origin.two, { targetBucket: '' })).statusCode).toBe(400);
    expect((await addRule('rp-int-missing', {})).statusCode).toBe(404);
  });

  it('deletes one rule and keeps the remote target the other rule still uses', async () => {
    const [, second] = await rules(origin.one);
    const res = await deleteRule(origin.one, second?.id);
    expect(res.statusCode).toBe(200);
    expect((await rules(origin.one)).map((rule) => rule.id)).not.toContain(second?.id);
    expect(await targets(origin.one)).toHaveLength(1);
  });

  it('answers an unknown rule or bucket with 404', async () => {
    const rule = await deleteRule(origin.one, 'nope');
    expect(rule.statusCode).toBe(404);
    expect(rule.json<ApiError>().message).toBe(
      `Replication rule 'nope' does not exist on bucket '${origin.one}'.`,
    );
    const listed = await api(bucketReplication.listRules, { params: { name: 'rp-int-missing' } });
    expect(listed.statusCode).toBe(404);
    expect((await deleteRule('rp-int-missing', 'x')).statusCode).toBe(404);
  });

  it('deleting the last rule removes the configuration and its remote target', async () => {
    const [last] = await rules(origin.one);
    const res = await deleteRule(origin.one, last?.id);
    expect(res.statusCode).toBe(200);
    expect(await rules(origin.one)).toEqual([]);
    expect(await targets(origin.one)).toEqual([]);
  });
});
