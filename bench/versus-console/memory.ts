// Part "memory": each server's RSS idle after login, and after the object browser's first page of a
// folder was loaded in Chromium. (The peak during transfers comes with part "transfers".)
import { setTimeout as sleep } from 'node:timers/promises';
import { memoryMiB } from '../bench-kit.ts';
import { gotoFirstRow, withFreshPage } from './browser.ts';
import { compare, mib, perPeer } from './results.ts';
import { folderOf, objectName, objectsBucket } from './seed.ts';
import { memoryFolderKeys, type Bench } from './setup.ts';

export async function memory(bench: Bench) {
  const idle = perPeer();
  for (const peer of bench.peers) idle[peer.name].push(memoryMiB(peer.pid, 'VmRSS'));
  const afterPage = perPeer();
  for (const peer of bench.peers) {
    await withFreshPage(bench, peer, async (page) => {
      await gotoFirstRow(page, peer.folder(objectsBucket, folderOf(memoryFolderKeys)), objectName(0));
      // The whole page, with the app and its calls, not only the rows a server may draw first.
      await page.waitForLoadState('networkidle');
    });
    // The server's answer is sent; give it a moment to settle as it would between clicks.
    await sleep(1_000);
    afterPage[peer.name].push(memoryMiB(peer.pid, 'VmRSS'));
  }
  const peers = bench.peers.map(
    (peer) => `${peer.name} ${mib(idle[peer.name][0] ?? NaN)} → ${mib(afterPage[peer.name][0] ?? NaN)}`,
  );
  console.log(`memory: server RSS idle → after the first page: ${peers.join('; ')}`);
  compare('server RSS, idle after login', idle, mib);
  compare(
    `server RSS after the object browser's first page (${memoryFolderKeys.toLocaleString('en')}-key folder)`,
    afterPage,
    mib,
  );
}
