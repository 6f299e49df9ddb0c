// Parts "buckets" and "deeplink": page.goto of a console's page to its first row visible, in Chromium,
// a fresh context each time (cold cache), logged in.
import { setTimeout as sleep } from 'node:timers/promises';
import { firstRowInDomAt, firstRowInDomObserver, gotoFirstRow, withFreshPage } from './browser.ts';
import type { Peer, RowPage } from './peers.ts';
import { compare, interleave, millis, perPeer } from './results.ts';
import { folderOf, objectName, objectsBucket } from './seed.ts';
import type { Bench } from './setup.ts';

/** One unmeasured round first: both servers and MinIO have served the page once. */
const warmUps = 1;
const settleMs = 3_000;

export async function bucketLists(bench: Bench) {
  const { buckets, browserRounds: rounds } = bench.config;
  const lists: [string, (peer: Peer) => RowPage][] = [
    ['bucket list', (peer) => peer.bucketList],
    ["object browser's bucket list", (peer) => peer.browserBucketList],
  ];
  for (const [name, list] of lists) {
    const figures = await interleave(bench.peers, { rounds, warmUps }, async (peer) => ({
      firstRow: await withFreshPage(bench, peer, (page) => gotoFirstRow(page, list(peer), 'versus-bucket-')),
    }));
    const paths = bench.peers.map((peer) => list(peer).path).join(' vs ');
    const measure = `${name}, ${buckets.toLocaleString('en')} buckets: goto → first row visible (${paths})`;
    log(measure, figures.get('firstRow')?.Granary, figures.get('firstRow')?.['v1.7.6']);
    compare(measure, figures.get('firstRow') ?? perPeer(), millis);
  }
}

export async function deepLinks(bench: Bench) {
  const { walkKeys, browserRounds: rounds } = bench.config;
  for (const keys of walkKeys) {
    const first = objectName(0);
    const figures = await interleave(bench.peers, { rounds, warmUps }, async (peer) => {
      const folder = peer.folder(objectsBucket, folderOf(keys));
      // v1.7.6 lists the whole folder after its first rows, and MinIO walks a listing on after answering:
      // each load starts on a quiet MinIO, whoever loaded before.
      await sleep(settleMs);
      return withFreshPage(
        bench,
        peer,
        async (page) => ({
          visible: await gotoFirstRow(page, folder, first),
          inDom: await firstRowInDomAt(page),
        }),
        firstRowInDomObserver(folder, first),
      );
    });
    const folder = `${keys.toLocaleString('en')}-key folder`;
    const visible = figures.get('visible') ?? perPeer();
    const inDom = figures.get('inDom') ?? perPeer();
    log(`deep link, ${folder}: goto → first row visible`, visible.Granary, visible['v1.7.6']);
    log(`deep link, ${folder}: navigation start → first row in the DOM`, inDom.Granary, inDom['v1.7.6']);
    compare(`deep link to a ${folder}: goto → first row visible`, visible, millis);
    compare(`  same, in the page: navigation start → first row in the DOM`, inDom, millis);
  }
}

function log(measure: string, granary: number[] = [], v176: number[] = []) {
  const list = (values: number[]) => values.map((value) => value.toFixed(0)).join(', ');
  console.log(`${measure}\n  Granary ${list(granary)} ms; v1.7.6 ${list(v176)} ms`);
}
