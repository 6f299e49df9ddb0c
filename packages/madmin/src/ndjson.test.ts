import { describe, expect, it } from 'vitest';
import { parseNdjson } from './ndjson.ts';

async function collect(parts: string[]): Promise<unknown[]> {
  async function* chunks() {
    for (const p of parts) yield new TextEncoder().encode(p);
  }
  const out: unknown[] = [];
  for await (const item of parseNdjson(chunks())) out.push(item);
  return out;
}

describe('parseNdjson', () => {
  it('skips keep-alive spaces and joins values split across chunks', async () => {
    expect(await collect([' ', ' {"a":', '1}\n', '  ', '{"b":"x y"}\n {"c"', ':[1,2]}\n', ' '])).toEqual([
      { a: 1 },
      { b: 'x y' },
      { c: [1, 2] },
    ]);
  });

  it('keeps multi-byte characters split between chunks intact', async () => {
    const bytes = new TextEncoder().encode('{"m":"é"}\n');
    async function* chunks() {
      yield bytes.subarray(0, 7);
      yield bytes.subarray(7);
    }
    const out: unknown[] = [];
    for await (const item of parseNdjson(chunks())) out.push(item);
    expect(out).toEqual([{ m: 'é' }]);
  });

  it('parses a last value without a trailing newline', async () => {
    expect(await collect(['{"a":1}\n{"b":2}'])).toEqual([{ a: 1 }, { b: 2 }]);
  });
});
