// Part "walk": a deep link to a folder, then a user holding End until the folder's last object is
// visible; times from page.goto to the first and to the last row visible, and the page's JS heap.
import { errors, type Page } from 'playwright-core';
import { median } from '../bench-kit.ts';
import {
  furthestRow,
  heapAfterGcMiB,
  heapMiB,
  pollUntil,
  walkMarks,
  walkToEnd,
  withFreshPage,
} from './browser.ts';
import type { PeerName, RowPage } from './peers.ts';
import { addRow, compare, mib, perPeer, rotate, seconds } from './results.ts';
import { folderOf, objectName, objectsBucket } from './seed.ts';
import type { Bench } from './setup.ts';

type Walk = { first?: number; last?: number; heap: number; heapAfterGc: number; furthest: number };

async function walk(page: Page, folder: RowPage, timeoutMs: number): Promise<Walk> {
  const start = performance.timeOrigin + performance.now();
  const result: Walk = { heap: NaN, heapAfterGc: NaN, furthest: -1 };
  try {
    await page.goto(folder.path, { timeout: timeoutMs });
    const left = start + timeoutMs - (performance.timeOrigin + performance.now());
    await pollUntil(page, 'window.granaryBenchWalk?.lastAt !== undefined', left);
  } catch (error) {
    if (!(error instanceof errors.TimeoutError)) throw error;
  }
  const { firstAt, lastAt } = await walkMarks(page);
  // What happened after the deadline (while the page was asked) does not count.
  const within = (at?: number) => (at !== undefined && at - start <= timeoutMs ? at - start : undefined);
  result.first = within(firstAt);
  result.last = within(lastAt);
  result.heap = await heapMiB(page);
  result.heapAfterGc = await heapAfterGcMiB(page);
  result.furthest = (await page.evaluate(furthestRow(folder))) as number;
  return result;
}

export async function walks(bench: Bench) {
  const { walkKeys, walkRounds: rounds, walkTimeoutS } = bench.config;
  for (const keys of walkKeys) {
    const results = new Map<PeerName, Walk[]>(bench.peers.map((peer) => [peer.name, []]));
    console.log(`walk, ${keys.toLocaleString('en')} keys (holding End; at most ${walkTimeoutS} s a walk):`);
    for (let round = 0; round < rounds; round++)
      for (const peer of rotate(bench.peers, round)) {
        const done = results.get(peer.name) ?? [];
        // A walk that did not reach the end once will not in the next rounds either: its time is spared.
        if (done.some((result) => result.last === undefined)) continue;
        const folder = peer.folder(objectsBucket, folderOf(keys));
        const result = await withFreshPage(
          bench,
          peer,
          (page) => walk(page, folder, walkTimeoutS * 1000),
          walkToEnd(folder, objectName(0), objectName(keys - 1)),
        );
        done.push(result);
        console.log(`  ${peer.name.padEnd(7)} round ${round + 1}: ${describe(result, walkTimeoutS)}`);
      }
    report(keys, results, walkTimeoutS);
  }
}

function describe({ first, last, heap, heapAfterGc, furthest }: Walk, timeoutS: number) {
  const reached = last === undefined ? `last not reached in ${timeoutS} s (got to row ${furthest + 1})` : '';
  return (
    `first row ${first === undefined ? 'not visible' : seconds(first)}, ` +
    `${reached || `last row ${seconds(last ?? NaN)}`}, heap ${mib(heap)} (${mib(heapAfterGc)} after GC)`
  );
}

function report(keys: number, results: Map<PeerName, Walk[]>, timeoutS: number) {
  const folder = `${keys.toLocaleString('en')}-key folder`;
  const figure = (pick: (walk: Walk) => number | undefined) => {
    const values = perPeer();
    for (const [name, walks] of results) values[name] = walks.map((walk) => pick(walk) ?? NaN);
    return values;
  };
  compare(
    `walk, ${folder}: goto → first row visible`,
    figure((walk) => walk.first),
    seconds,
  );
  const last = figure((walk) => walk.last);
  const missed = (walks: Walk[] = []) => walks.find((walk) => walk.last === undefined);
  const [granary, v176] = [missed(results.get('Granary')), missed(results.get('v1.7.6'))];
  const measure = `walk, ${folder}: goto → last row visible, holding End`;
  if (!granary && !v176) compare(measure, last, seconds);
  else {
    const cell = (walks: number[], miss?: Walk) =>
      miss ? `not reached in ${timeoutS} s (heap ${mib(miss.heap)})` : seconds(median(walks));
    const timeoutMs = timeoutS * 1000;
    let ratio = '';
    if (!v176) ratio = `> ${(timeoutMs / median(last['v1.7.6'])).toFixed(2)}×`;
    if (!granary) ratio = `< ${(median(last.Granary) / timeoutMs).toFixed(2)}×`;
    addRow(measure, cell(last.Granary, granary), cell(last['v1.7.6'], v176), ratio);
  }
  compare(
    `walk, ${folder}: page JS heap at the end`,
    figure((walk) => walk.heap),
    mib,
  );
  compare(
    '  same, after a forced garbage collection',
    figure((walk) => walk.heapAfterGc),
    mib,
  );
}
