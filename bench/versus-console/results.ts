// The final table: one row a measure, Granary beside v1.7.6, and the median of the per-round ratios.
import { median } from '../bench-kit.ts';
import type { Peer, PeerName } from './peers.ts';

export type PerPeer = Record<PeerName, number[]>;

const rows: string[][] = [];

export const perPeer = (): PerPeer => ({ Granary: [], 'v1.7.6': [] });

/** The list turned by `by` places: who goes first changes each round. */
export const rotate = <T>(items: T[], by: number) => items.map((_, i) => items[(i + by) % items.length] as T);

/**
 * Each console once per round, the first one alternating; `run` gives named figures, kept per console
 * except in the warm-up rounds.
 */
export async function interleave(
  peers: Peer[],
  { rounds, warmUps }: { rounds: number; warmUps: number },
  run: (peer: Peer) => Promise<Record<string, number>>,
): Promise<Map<string, PerPeer>> {
  const figures = new Map<string, PerPeer>();
  for (let round = 0; round < warmUps + rounds; round++)
    for (const peer of rotate(peers, round)) {
      const result = await run(peer);
      if (round < warmUps) continue;
      for (const [label, value] of Object.entries(result)) {
        const values = figures.get(label) ?? perPeer();
        values[peer.name].push(value);
        figures.set(label, values);
      }
    }
  return figures;
}

export const millis = (value: number) => `${Math.round(value).toLocaleString('en')} ms`;
export const seconds = (value: number) => `${(value / 1000).toFixed(1)} s`;
export const mib = (value: number) => `${value.toFixed(0)} MiB`;
export const mibPerSecond = (value: number) => `${value.toFixed(0)} MiB/s`;

export function addRow(measure: string, granary: string, v176: string, ratio = '') {
  rows.push([measure, granary, v176, ratio]);
}

/** Medians of both, and the median of the per-round ratios Granary / v1.7.6 (rounds paired by index). */
export function compare(measure: string, values: PerPeer, format: (value: number) => string) {
  const [granary, v176] = [values.Granary, values['v1.7.6']];
  const ratios = granary.map((value, round) => value / (v176[round] ?? NaN)).filter(Number.isFinite);
  const show = (list: number[]) => {
    const finite = list.filter(Number.isFinite);
    return finite.length ? format(median(finite)) : 'n/a';
  };
  addRow(measure, show(granary), show(v176), ratios.length ? `${median(ratios).toFixed(2)}×` : '');
}

export function printTable() {
  if (rows.length === 0) return;
  const header = ['measure', 'Granary', 'v1.7.6', 'Granary / v1.7.6'];
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)),
  );
  const line = (cells: string[]) =>
    `| ${cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join(' | ')} |`;
  console.log(`\n${line(header)}\n${line(widths.map((width) => '-'.repeat(width)))}`);
  for (const row of rows) console.log(line(row));
}
