import { deflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { zipEntries } from './zip.ts';

type Entry = { name: string; text: string; deflate: boolean };

const u16 = (value: number) => Buffer.from(new Uint16Array([value]).buffer);
const u32 = (value: number) => Buffer.from(new Uint32Array([value]).buffer);
const u64 = (value: number) => Buffer.from(new BigUint64Array([BigInt(value)]).buffer);

/** A minimal archive as a zip writer lays it out (CRCs left at 0: the reader does not check them). */
function buildZip(entries: Entry[], opts: { zip64?: boolean; junkBefore?: number } = {}): Uint8Array {
  const parts: Buffer[] = [Buffer.alloc(opts.junkBefore ?? 0)];
  const central: Buffer[] = [];
  let offset = opts.junkBefore ?? 0;
  for (const entry of entries) {
    const raw = Buffer.from(entry.text);
    const data = entry.deflate ? deflateRawSync(raw) : raw;
    const name = Buffer.from(entry.name);
    const sizes = [u32(0), u32(data.length), u32(raw.length), u16(name.length)];
    const fields = [u16(20), u16(0), u16(entry.deflate ? 8 : 0), u16(0), u16(0), ...sizes];
    const local = Buffer.concat([u32(0x04034b50), ...fields, u16(0), name, data]);
    central.push(
      Buffer.concat([u32(0x02014b50), u16(20), ...fields, u16(0), u16(0), u16(0), u16(0), u32(0)]),
      u32(offset),
      name,
    );
    parts.push(local);
    offset += local.length;
  }
  const directory = Buffer.concat(central);
  const count = opts.zip64 ? 0xffff : entries.length;
  const zip64 = opts.zip64
    ? [
        Buffer.concat([u32(0x06064b50), u64(44), u16(45), u16(45), u32(0), u32(0)]),
        Buffer.concat([u64(entries.length), u64(entries.length), u64(directory.length), u64(offset)]),
        Buffer.concat([u32(0x07064b50), u32(0), u64(offset + directory.length), u32(1)]),
      ]
    : [];
  const end = [u32(0x06054b50), u16(0), u16(0), u16(count), u16(count), u32(directory.length)];
  return Buffer.concat([...parts, directory, ...zip64, ...end, u32(offset), u16(0)]);
}

const read = (zip: Uint8Array) =>
  zipEntries(zip).map((entry) => [entry.name, new TextDecoder().decode(entry.read())]);

describe('zipEntries', () => {
  const entries: Entry[] = [
    { name: 'a/policy.json', text: '{"Version":"2012-10-17"}', deflate: true },
    { name: 'a/quota.json', text: 'stored as it is', deflate: false },
    { name: 'b/notification.xml', text: '', deflate: true },
  ];
  const expected = entries.map((entry) => [entry.name, entry.text]);

  it('reads stored and deflated entries through the central directory', () => {
    expect(read(buildZip(entries))).toEqual(expected);
    expect(read(buildZip(entries, { junkBefore: 16 }))).toEqual(expected);
  });

  it('follows the zip64 end record when the entry count overflows', () => {
    expect(read(buildZip(entries, { zip64: true }))).toEqual(expected);
  });

  it('reads an empty archive and refuses what is not one', () => {
    expect(zipEntries(buildZip([]))).toEqual([]);
    expect(() => zipEntries(new TextEncoder().encode('<Error>AccessDenied</Error>'))).toThrow(
      'Not a readable zip archive: no end of central directory',
    );
    const truncated = buildZip(entries).subarray(0, 40);
    expect(() => zipEntries(truncated)).toThrow('Not a readable zip archive');
  });
});
