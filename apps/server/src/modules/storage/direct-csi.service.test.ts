import { describe, expect, it } from 'vitest';
import { httpError } from '../../lib/http-error.ts';
import type { KubeApis } from '../../lib/kubernetes/kube-apis.ts';
import type { DriveObject } from './direct-csi-drives.ts';
import { formatDrives } from './direct-csi.service.ts';

// What a real API server cannot be made to answer on cue between the list and the Update: a conflict
// with a change made in between, and the API server going away mid-format.
const drive = (name: string, device: string): DriveObject => ({
  metadata: { name, resourceVersion: '1' },
  status: { nodeName: 'n1', path: `/dev/${device}`, driveStatus: 'Available' },
});

function apis(failures: Record<string, Error>) {
  const updated: string[] = [];
  const fake = {
    custom: {
      listClusterCustomObject: async () => ({
        items: [drive('a', 'sda'), drive('b', 'sdb'), drive('c', 'sdc')],
      }),
      replaceClusterCustomObject: async ({ name }: { name: string }) => {
        const failure = failures[name];
        if (failure) throw failure;
        updated.push(name);
        return {};
      },
    },
  };
  return { apis: fake as unknown as KubeApis, updated };
}

describe('formatDrives', () => {
  it('makes a conflict that drive’s issue, formats the others, and asks a drive named twice once', async () => {
    const conflict = httpError('kubernetesConflict', 'the object has been modified. Reload and try again.');
    const { apis: kube, updated } = apis({ b: conflict });
    const issues = await formatDrives(kube, {
      drives: ['n1:/dev/sda', 'n1:/dev/sdb', 'n1:/dev/sda'],
      force: false,
    });
    expect(issues).toEqual([
      { node: 'n1', drive: '/dev/sdb', error: 'the object has been modified. Reload and try again.' },
    ]);
    expect(updated).toEqual(['a']);
  });

  it('answers the API server being away as the whole call’s failure, not as issues', async () => {
    const away = httpError(
      'kubernetesUnreachable',
      'The Kubernetes API server at https://k cannot be reached.',
    );
    const { apis: kube } = apis({ c: away });
    await expect(formatDrives(kube, { drives: ['n1:/dev/sdc'], force: true })).rejects.toBe(away);
  });
});
