import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import type { KubeApiFactory } from './kube-apis.ts';
import { listAndWatch, type WatchChange } from './kube-watch.ts';

// The API server's answers scripted (the real one is in tenant-events.int.test.ts): what only a long
// watch meets, a 410 Gone (its history no longer holds the version asked from) and a watch ending.
type Answer = { status: number; lines: unknown[] };
type Item = { metadata: { name: string; resourceVersion: string } };
const item = (name: string, version: string): Item => ({ metadata: { name, resourceVersion: version } });

function scriptedFactory(answers: Answer[], asked: string[], abort: AbortController) {
  const pool = {
    request: async ({ path }: { path: string }) => {
      asked.push(path);
      const answer = answers.shift();
      if (!answer) {
        abort.abort();
        throw Object.assign(new Error('aborted'), { name: 'AbortError' });
      }
      const text = answer.lines.map((line) => JSON.stringify(line)).join('\n');
      const body = Object.assign(Readable.from([Buffer.from(text)]), {
        json: async () => JSON.parse(text) as unknown,
        text: async () => text,
        dump: async () => undefined,
      });
      return { statusCode: answer.status, body };
    },
  };
  return {
    cluster: { server: 'https://kube.test:6443' },
    pool: async () => pool,
  } as unknown as KubeApiFactory;
}

describe('listAndWatch', () => {
  it('lists, watches from the list’s version, opens the watch again where it ended, and lists again on 410 Gone', async () => {
    const abort = new AbortController();
    const asked: string[] = [];
    const changes: string[] = [];
    const factory = scriptedFactory(
      [
        { status: 200, lines: [{ items: [item('a', '5')], metadata: { resourceVersion: '10' } }] },
        {
          status: 200,
          lines: [
            { type: 'ADDED', object: item('b', '11') },
            { type: 'BOOKMARK', object: item('', '12') },
          ],
        },
        {
          status: 200,
          lines: [{ type: 'ERROR', object: { kind: 'Status', code: 410, message: 'too old' } }],
        },
        {
          status: 200,
          lines: [{ items: [item('a', '5'), item('b', '11')], metadata: { resourceVersion: '20' } }],
        },
        { status: 200, lines: [{ type: 'DELETED', object: item('a', '21') }] },
      ],
      asked,
      abort,
    );
    await listAndWatch<Item>({
      factory,
      token: 't',
      path: '/api/v1/namespaces/n/events',
      signal: abort.signal,
      onChange: ({ type, object }: WatchChange<Item>) => void changes.push(`${type} ${object.metadata.name}`),
    });
    expect(changes).toEqual(['ADDED a', 'ADDED b', 'ADDED a', 'ADDED b', 'DELETED a']);
    const versions = asked.map((path) => new URLSearchParams(path.split('?')[1]).get('resourceVersion'));
    // List, watch from 10, again from the bookmark's 12 (410), list, watch from 20, again from 21.
    expect(versions).toEqual([null, '10', '12', null, '20', '21']);
  });

  it('ends with the error map’s answer when the watch is refused', async () => {
    const abort = new AbortController();
    const factory = scriptedFactory(
      [
        { status: 200, lines: [{ items: [], metadata: { resourceVersion: '1' } }] },
        {
          status: 403,
          lines: [{ kind: 'Status', code: 403, reason: 'Forbidden', message: 'events is forbidden' }],
        },
      ],
      [],
      abort,
    );
    await expect(
      listAndWatch<Item>({
        factory,
        token: 't',
        path: '/x',
        signal: abort.signal,
        onChange: () => undefined,
      }),
    ).rejects.toMatchObject({ status: 403, message: 'Kubernetes refused: events is forbidden' });
  });
});
