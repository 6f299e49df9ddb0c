import { inflateRawSync } from 'node:zlib';

/** One file of a zip archive; `read` inflates it only when called. */
export type ZipEntry = { name: string; read(): Uint8Array };

const signatures = {
  end: 0x06054b50,
  zip64Locator: 0x07064b50,
  zip64End: 0x06064b50,
  central: 0x02014b50,
  local: 0x04034b50,
};
const stored = 0;
const deflated = 8;
const decoder = new TextDecoder();

function corrupt(what: string): never {
  throw new Error(`Not a readable zip archive: ${what}`);
}

function findEnd(view: DataView): number {
  const lowest = Math.max(0, view.byteLength - 22 - 0xffff);
  for (let at = view.byteLength - 22; at >= lowest; at--)
    if (view.getUint32(at, true) === signatures.end) return at;
  return corrupt('no end of central directory');
}

/** Where the central directory starts and how many entries it has (zip64 when the counts overflow). */
function centralDirectory(view: DataView): { offset: number; count: number } {
  const end = findEnd(view);
  const count = view.getUint16(end + 10, true);
  const offset = view.getUint32(end + 16, true);
  if (count !== 0xffff && offset !== 0xffffffff) return { offset, count };
  const locator = end - 20;
  if (locator < 0 || view.getUint32(locator, true) !== signatures.zip64Locator) corrupt('no zip64 locator');
  const zip64End = Number(view.getBigUint64(locator + 8, true));
  if (view.getUint32(zip64End, true) !== signatures.zip64End) corrupt('no zip64 end record');
  return {
    count: Number(view.getBigUint64(zip64End + 32, true)),
    offset: Number(view.getBigUint64(zip64End + 48, true)),
  };
}

function readData(zip: Uint8Array, view: DataView, local: number, method: number, size: number): Uint8Array {
  if (view.getUint32(local, true) !== signatures.local) corrupt('bad local header');
  const start = local + 30 + view.getUint16(local + 26, true) + view.getUint16(local + 28, true);
  const data = zip.subarray(start, start + size);
  if (method === stored) return data;
  if (method === deflated) return new Uint8Array(inflateRawSync(data));
  return corrupt(`compression method ${method}`);
}

/**
 * The entries of a zip archive, read from its central directory (sizes there are right even when the
 * writer streamed the data with data descriptors, as Go's archive/zip does). Stored and deflated only.
 */
export function zipEntries(zip: Uint8Array): ZipEntry[] {
  const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
  const directory = centralDirectory(view);
  const entries: ZipEntry[] = [];
  let at = directory.offset;
  for (let i = 0; i < directory.count; i++) {
    if (at + 46 > view.byteLength || view.getUint32(at, true) !== signatures.central)
      corrupt('bad central directory entry');
    const method = view.getUint16(at + 10, true);
    const size = view.getUint32(at + 20, true);
    const nameLength = view.getUint16(at + 28, true);
    const local = view.getUint32(at + 42, true);
    if (size === 0xffffffff || local === 0xffffffff) corrupt('zip64 entry sizes are not supported');
    entries.push({
      name: decoder.decode(zip.subarray(at + 46, at + 46 + nameLength)),
      read: () => readData(zip, view, local, method, size),
    });
    at += 46 + nameLength + view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
  }
  return entries;
}
