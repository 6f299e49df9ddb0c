import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { fuzzUsage, parseFuzzArgs } from './fuzz-args.ts';

const run = promisify(execFile);
const main = path.join(import.meta.dirname, 'main.ts');

/** `npm run fuzz -- <args>` without the MinIO it checks for first: what main.ts prints, and its code. */
const fuzz = (...args: string[]) =>
  run(process.execPath, [main, ...args], { timeout: 30_000 }).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (error: { code: number; stdout: string; stderr: string }) => error,
  );

describe('the fuzz run’s options', () => {
  it('reads the count and the seed, with a count of 10000 and no seed by default', () => {
    expect(parseFuzzArgs([])).toEqual({ run: { count: 10_000, seed: undefined } });
    expect(parseFuzzArgs(['--count', '50', '--seed', '42'])).toEqual({ run: { count: 50, seed: 42 } });
    expect(parseFuzzArgs(['--help'])).toEqual({ help: true });
    expect(parseFuzzArgs(['-h'])).toEqual({ help: true });
  });

  it('refuses an unknown option, a missing value, a word and a count that is no number', () => {
    expect(parseFuzzArgs(['--bogus'])).toEqual({ error: "Unknown option '--bogus'" });
    expect(parseFuzzArgs(['--count'])).toEqual({ error: expect.stringContaining('--count') as string });
    expect(parseFuzzArgs(['fast'])).toEqual({ error: expect.stringContaining("'fast'") as string });
    expect(parseFuzzArgs(['--count', 'many'])).toEqual({ error: '--count takes a whole number above 0' });
    expect(parseFuzzArgs(['--seed=-1'])).toEqual({ error: '--seed takes a whole number' });
  });

  it('prints its options for --help and exits 0', async () => {
    expect(await fuzz('--help')).toEqual({ code: 0, stdout: `${fuzzUsage}\n`, stderr: '' });
  });

  it('prints one line and the usage for an unknown option and exits 2, without a stack trace', async () => {
    expect(await fuzz('--bogus')).toMatchObject({
      code: 2,
      stdout: '',
      stderr: `fuzz: Unknown option '--bogus'\n\n${fuzzUsage}\n`,
    });
  });
});
