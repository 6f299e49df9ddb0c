import { apiEndpoints, type ApiError, type DirectCsiDrive } from '@granary/contract';
import { installDirectCsi } from '@granary/tools/kube/direct-csi-crds';
import { kubeFixtures } from '@granary/tools/kube/fixtures';
import { startKube, type KubeServer } from '@granary/tools/kube/server';
import { directCsiRules, storageFixtures } from '@granary/tools/kube/storage-fixtures';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOperatorApp, type OperatorApp } from '../../testing/operator-harness.ts';

// DirectCSI's drives against an API server of this file's own: its definitions are cluster-wide, and the
// shared one must stay without them (volumes.int.test.ts tests that state there).
const GiB = 2 ** 30;
const devices = '/var/lib/direct-csi/devices';

describe('DirectCSI’s drives and their format', () => {
  let kube: KubeServer;
  let app: OperatorApp;
  let storage: ReturnType<typeof storageFixtures>;
  const as = { admin: '', reader: '' };
  const format = (drives: string[], force: boolean, token = as.admin) =>
    app.api(apiEndpoints.storage.formatDrives, { body: { drives, force } }, { as: token });

  beforeAll(async () => {
    kube = await startKube();
    const access = { url: kube.url, caPem: kube.caPem, token: kube.adminToken };
    await installDirectCsi(access);
    storage = storageFixtures(access);
    const cluster = kubeFixtures(access);
    await storage.createDrive('d-free', {
      node: 'node-1',
      path: `${devices}/xvdb-part-1`,
      driveStatus: 'Available',
      totalCapacity: 100 * GiB,
    });
    await storage.createDrive('d-fs', {
      node: 'node-1',
      path: `${devices}/xvdc`,
      driveStatus: 'Available',
      filesystem: 'ext4',
      totalCapacity: 50 * GiB,
      conditions: [
        { type: 'Owned', status: 'False', message: `drive d-fs at ${devices}/xvdc is not owned\nmore` },
      ],
    });
    await storage.createDrive('d-ready', {
      node: 'node-2',
      path: '/dev/sda',
      driveStatus: 'Ready',
      filesystem: 'xfs',
      totalCapacity: 200 * GiB,
    });
    await storage.createDrive('d-used', {
      node: 'node-2',
      path: '/dev/sdb',
      driveStatus: 'InUse',
      filesystem: 'xfs',
      totalCapacity: 200 * GiB,
      allocatedCapacity: 30 * GiB,
    });
    await storage.createDrive('d-gone', { node: 'node-3', path: '/dev/sdz', driveStatus: 'Unavailable' });
    await storage.createVolume('pvc-1', { drive: 'd-used', node: 'node-2', totalCapacity: 10 * GiB });
    await storage.createVolume('pvc-2', { drive: 'd-used', node: 'node-2', totalCapacity: 20 * GiB });
    app = await startOperatorApp(kube);
    as.admin = await app.logIn(await cluster.serviceAccountToken('st-ops', 'admin', directCsiRules));
    as.reader = await app.logIn(
      await cluster.serviceAccountToken('st-ops', 'reader', directCsiRules.slice(0, 1)),
    );
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await kube?.stop();
  });

  it('lists each drive with its device, node, sizes, volumes and status, marking what DirectCSI has not owned', async () => {
    const res = await app.api(apiEndpoints.storage.drives, undefined, { as: as.reader });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().drives).toEqual<DirectCsiDrive[]>([
      {
        drive: '/dev/xvdb1',
        node: 'node-1',
        capacity: 100 * GiB,
        allocated: 0,
        volumes: 0,
        status: 'Available',
      },
      {
        drive: '/dev/xvdc',
        node: 'node-1',
        capacity: 50 * GiB,
        allocated: 0,
        volumes: 0,
        status: 'Available',
        message: 'drive  at /dev/xvdc is not owned',
      },
      { drive: '/dev/sda', node: 'node-2', capacity: 200 * GiB, allocated: 0, volumes: 0, status: 'Ready' },
      {
        drive: '/dev/sdb',
        node: 'node-2',
        capacity: 200 * GiB,
        allocated: 30 * GiB,
        volumes: 2,
        status: 'InUse',
      },
      { drive: '/dev/sdz', node: 'node-3', capacity: 0, allocated: 0, volumes: 0, status: 'Unavailable' },
    ]);
  });

  it('formats what the rules allow and answers the others with their reasons, in the order asked', async () => {
    const res = await format(
      [
        'node-1:/dev/xvdb1',
        'node-1:/dev/xvdc',
        'node-2:/dev/sda',
        'node-2:/dev/sdb',
        'node-3:/dev/sdz',
        'node-9:/dev/sdq',
      ],
      false,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().formatIssuesList).toEqual([
      { node: 'node-1', drive: '/dev/xvdc', error: 'Drive already has a fs. Use force to overwrite' },
      { node: 'node-2', drive: '/dev/sda', error: 'Drive already owned and managed. Use force to overwrite' },
      { node: 'node-2', drive: '/dev/sdb', error: 'Drive in use. Cannot be formatted' },
      { node: 'node-3', drive: '/dev/sdz', error: 'Status is unavailable' },
      { node: 'node-9', drive: '/dev/sdq', error: 'DirectCSI has no drive /dev/sdq on node node-9' },
    ]);
    const formatted = await storage.getDrive('d-free');
    expect(formatted.spec).toEqual({
      directCSIOwned: true,
      requestedFormat: { filesystem: 'xfs', force: false },
    });
    // Refused drives are left as they were.
    expect((await storage.getDrive('d-fs')).spec.requestedFormat).toBeUndefined();
    expect((await storage.getDrive('d-ready')).spec.requestedFormat).toBeUndefined();
  });

  it('with force, formats a drive DirectCSI owns or one holding a filesystem, never one in use', async () => {
    const res = await format(['node-1:/dev/xvdc', 'node-2:/dev/sda', 'node-2:/dev/sdb'], true);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().formatIssuesList).toEqual([
      { node: 'node-2', drive: '/dev/sdb', error: 'Drive in use. Cannot be formatted' },
    ]);
    for (const name of ['d-fs', 'd-ready'])
      expect((await storage.getDrive(name)).spec.requestedFormat).toEqual({ filesystem: 'xfs', force: true });
    expect((await storage.getDrive('d-used')).spec.requestedFormat).toBeUndefined();
  });

  it('answers Kubernetes’ refusal of each drive to a token that may list drives but not update them', async () => {
    const res = await format(['node-1:/dev/xvdb1'], true, as.reader);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().formatIssuesList).toEqual([
      {
        node: 'node-1',
        drive: '/dev/xvdb1',
        error:
          'Kubernetes refused: directcsidrives.direct.csi.min.io "d-free" is forbidden: User ' +
          '"system:serviceaccount:st-ops:reader" cannot update resource "directcsidrives" in API group ' +
          '"direct.csi.min.io" at the cluster scope',
      },
    ]);
    const pages = async (token: string) =>
      (await app.api(apiEndpoints.session.session, undefined, { as: token })).json().pages;
    expect(await pages(as.admin)).toContain('/storage/drives/format');
    expect(await pages(as.reader)).not.toContain('/storage/drives/format');
  });

  it('says the API server cannot be reached, naming it, and answers again once it is back', async () => {
    await kube.stopApiServer();
    try {
      for (const res of [
        await app.api(apiEndpoints.storage.drives, undefined, { as: as.admin }),
        await app.api(apiEndpoints.storage.volumes, undefined, { as: as.admin }),
        await format(['node-1:/dev/xvdb1'], true),
      ]) {
        expect(res.statusCode, res.body).toBe(503);
        expect(res.json()).toMatchObject({
          code: 'kubernetes_unreachable',
          message: `The Kubernetes API server at ${kube.url} cannot be reached.`,
        });
      }
    } finally {
      await kube.startApiServer();
    }
    const res = await app.api(apiEndpoints.storage.drives, undefined, { as: as.admin });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('refuses an empty list and a drive that is no node:/dev/ name before asking Kubernetes', async () => {
    const empty = await format([], false);
    expect(empty.statusCode).toBe(400);
    expect(empty.json<ApiError>().message).toContain('at least one drive needs to be set');
    const wrong = await format(['node-1/xvdb'], false);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json<ApiError>().message).toContain("must be a node name, ':' and a device under /dev/");
  });
});
