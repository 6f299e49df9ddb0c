// The options of `npm run fuzz`, read without a stack trace: a wrong one is a message and the usage.
import { parseArgs } from 'node:util';

export const fuzzUsage = `Usage: npm run fuzz -- [--count N] [--seed N]

  --count N   requests with MinIO up, spread over every endpoint (default 10000)
  --seed N    the seed, to run again what an earlier run did (default: a random one, printed)
  --help, -h  this text`;

export type FuzzArgs =
  { run: { count: number; seed: number | undefined } } | { help: true } | { error: string };

const wholeNumber = (text: string) => (/^\d+$/.test(text) ? Number(text) : undefined);

export function parseFuzzArgs(args: string[]): FuzzArgs {
  let values: { count?: string | undefined; seed?: string | undefined; help?: boolean | undefined };
  try {
    ({ values } = parseArgs({
      args,
      options: { count: { type: 'string' }, seed: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
    }));
  } catch (error) {
    return { error: (error as Error).message };
  }
  if (values.help) return { help: true };
  const count = wholeNumber(values.count ?? '10000');
  if (count === undefined || count === 0) return { error: '--count takes a whole number above 0' };
  const seed = values.seed === undefined ? undefined : wholeNumber(values.seed);
  if (values.seed !== undefined && seed === undefined) return { error: '--seed takes a whole number' };
  return { run: { count, seed } };
}
