import type { V1Node } from '@kubernetes/client-node';
import { describe, expect, it } from 'vitest';
import { HttpError } from '../../lib/http-error.ts';
import { maxAllocatableMemory, nodeLabels, storageQuota, unlimitedQuota } from './cluster-capacity.ts';

const node = (
  memory: string | undefined,
  taints: { key: string; effect: string }[] = [],
  labels: Record<string, string> = {},
): V1Node => ({
  metadata: { labels },
  spec: { taints },
  status: memory === undefined ? {} : { allocatable: { memory } },
});

const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    if (error instanceof HttpError) return { status: error.status, message: error.message };
    throw error;
  }
  throw new Error('no refusal');
};

describe('maxAllocatableMemory', () => {
  const nodes = [node('16Gi'), node('8Gi'), node('32Gi'), node('4Gi'), node('64Gi')];

  it('answers the least memory among the N nodes with the most', () => {
    expect(maxAllocatableMemory(nodes, 4)).toBe(8 * 2 ** 30);
    expect(maxAllocatableMemory(nodes, 5)).toBe(4 * 2 ** 30);
  });

  it('reads memory written in any unit Kubernetes uses', () => {
    const kibibytes = [node('16318480Ki'), node('17179869184'), node('16G'), node('20Gi')];
    expect(maxAllocatableMemory(kibibytes, 4)).toBe(16e9);
  });

  it('leaves out nodes whose taints keep new servers off, and keeps those that only discourage them', () => {
    const tainted = [
      ...nodes,
      node('128Gi', [{ key: 'dedicated', effect: 'NoSchedule' }]),
      node('256Gi', [{ key: 'node.kubernetes.io/unreachable', effect: 'NoExecute' }]),
      node('2Gi', [{ key: 'spot', effect: 'PreferNoSchedule' }]),
    ];
    expect(maxAllocatableMemory(tainted, 4)).toBe(8 * 2 ** 30);
    expect(maxAllocatableMemory(tainted, 6)).toBe(2 * 2 ** 30);
  });

  it('refuses fewer than 4 servers', () => {
    expect(refusal(() => maxAllocatableMemory(nodes, 3))).toEqual({
      status: 400,
      message: 'at least 4 nodes are required for a tenant',
    });
  });

  it('refuses more servers than schedulable nodes, naming both counts', () => {
    const tainted = [...nodes, node('128Gi', [{ key: 'dedicated', effect: 'NoSchedule' }])];
    expect(refusal(() => maxAllocatableMemory(tainted, 6))).toEqual({
      status: 400,
      message:
        'There are not enough schedulable nodes in the cluster for 6 servers: 5 of its 6 nodes take new servers',
    });
  });

  it('answers 0 when fewer schedulable nodes than asked say how much memory they have', () => {
    const unknown = [node('16Gi'), node('16Gi'), node('16Gi'), node(undefined), node('bogus')];
    expect(maxAllocatableMemory(unknown, 4)).toBe(0);
    expect(maxAllocatableMemory([...unknown, node('1Gi')], 4)).toBe(2 ** 30);
  });
});

describe('nodeLabels', () => {
  it('gathers each label’s distinct values over every node, keys and values sorted', () => {
    const nodes = [
      node('1Gi', [], { zone: 'b', 'kubernetes.io/hostname': 'n2', disk: 'ssd' }),
      node('1Gi', [], { zone: 'a', 'kubernetes.io/hostname': 'n1' }),
      node('1Gi', [], { zone: 'b', 'kubernetes.io/hostname': 'n10', Zone: 'x' }),
      { metadata: {} },
    ];
    const labels = nodeLabels(nodes);
    expect(labels).toEqual({
      Zone: ['x'],
      disk: ['ssd'],
      'kubernetes.io/hostname': ['n1', 'n10', 'n2'],
      zone: ['a', 'b'],
    });
    expect(Object.keys(labels)).toEqual(['Zone', 'disk', 'kubernetes.io/hostname', 'zone']);
  });
});

describe('storageQuota', () => {
  const suffix = '.storageclass.storage.k8s.io/requests.storage';

  it('answers each storage class’s hard limit and use in bytes, where the quota counted both', () => {
    const quota = storageQuota({
      metadata: { name: 'ns-storagequota' },
      status: {
        hard: {
          [`slow${suffix}`]: '1Ti',
          [`fast${suffix}`]: '100Gi',
          [`uncounted${suffix}`]: '1Gi',
          'requests.storage': '2Ti',
          pods: '10',
        },
        used: { [`fast${suffix}`]: '25Gi', [`slow${suffix}`]: '0', 'requests.storage': '25Gi', pods: '1' },
      },
    });
    expect(quota).toEqual({
      name: 'ns-storagequota',
      elements: [
        { name: `fast${suffix}`, hard: 100 * 2 ** 30, used: 25 * 2 ** 30 },
        { name: `slow${suffix}`, hard: 2 ** 40, used: 0 },
      ],
    });
  });

  it('has no elements before the quota controller has written a status', () => {
    expect(storageQuota({ metadata: { name: 'q' }, spec: { hard: { [`fast${suffix}`]: '1Gi' } } })).toEqual({
      name: 'q',
      elements: [],
    });
  });

  it('makes every class unlimited when there is no quota', () => {
    expect(unlimitedQuota('ns-storagequota', ['standard', 'fast'])).toEqual({
      name: 'ns-storagequota',
      elements: [
        { name: `fast${suffix}`, hard: Number.MAX_SAFE_INTEGER, used: 0 },
        { name: `standard${suffix}`, hard: Number.MAX_SAFE_INTEGER, used: 0 },
      ],
    });
  });
});
