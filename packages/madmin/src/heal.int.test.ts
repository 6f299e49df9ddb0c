// Heal against the real 4-drive MinIO: an object whose shard is removed from one drive comes back there.
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import type { HealResultItem } from './admin-heal.ts';
import { makeBucket, putObject } from './test-buckets.ts';
import { rootClient, target, uniqueName } from './test-targets.ts';

/** The object's directory on one drive: xl.meta, and a data directory with part.1 unless inlined. */
const objectDir = (drive: number, bucket: string, key: string) =>
  join(target().dataDir, `d${drive}`, bucket, key);

function shardFiles(dir: string): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true }))
    if (entry.isFile() && entry.name === 'part.1')
      files.set(entry.name, readFileSync(join(entry.parentPath, entry.name)));
  return files;
}

async function healToTheEnd(bucket: string, token: string): Promise<HealResultItem[]> {
  const admin = rootClient();
  const items: HealResultItem[] = [];
  // Each read pops what the heal found since the last one, until MinIO says it finished.
  await vi.waitFor(
    async () => {
      const status = await admin.healStatus(bucket, '', token);
      items.push(...(status.Items ?? []));
      if (status.Summary !== 'finished') throw new Error(`heal ${status.Summary}: ${status.Detail ?? ''}`);
    },
    { timeout: 15_000, interval: 250 },
  );
  return items;
}

describe('heal', () => {
  it('puts a removed shard back on its drive, and reports the drive missing before and ok after', async () => {
    const admin = rootClient();
    const bucket = uniqueName('heal');
    const key = 'damaged/object.bin';
    await makeBucket(target(), bucket);
    // Larger than MinIO's inline limit (128 KiB), so each drive holds a part.1 shard beside xl.meta.
    await putObject(target(), bucket, key, 'granary heal '.repeat(50_000));
    const damaged = objectDir(2, bucket, key);
    const before = shardFiles(damaged);
    expect([...before.keys()]).toEqual(['part.1']);
    rmSync(damaged, { recursive: true });

    const started = await admin.startHeal(bucket, '', { recursive: true });
    expect(started.clientToken).not.toBe('');
    const items = await healToTheEnd(bucket, started.clientToken);

    const object = items.find((item) => item.type === 'object' && item.object === key);
    expect(object?.before.drives?.map((drive) => drive.state).sort()).toEqual(['missing', 'ok', 'ok', 'ok']);
    expect(object?.after.drives?.map((drive) => drive.state)).toEqual(['ok', 'ok', 'ok', 'ok']);
    expect(object).toMatchObject({ dataBlocks: 2, parityBlocks: 2, diskCount: 4 });
    expect(items.find((item) => item.type === 'bucket')?.bucket).toBe(bucket);
    expect(existsSync(join(damaged, 'xl.meta'))).toBe(true);
    expect(shardFiles(damaged)).toEqual(before);
  });

  it('force-starts over a heal that runs on the same path, and stops it', async () => {
    const admin = rootClient();
    const bucket = uniqueName('heal-twice');
    await makeBucket(target(), bucket);
    await Promise.all(
      Array.from({ length: 30 }, (_, i) => putObject(target(), bucket, `o/${i}`, 'x'.repeat(10))),
    );
    // Nobody polls this one, so it stays running (paused once its items wait unread).
    const first = await admin.startHeal(bucket, '', { recursive: true });
    const second = await admin.startHeal(bucket, '', { recursive: true, forceStart: true });
    expect(second.clientToken).not.toBe(first.clientToken);
    const stopped = await admin.stopHeal(bucket, '');
    expect(stopped.clientToken).not.toBe('unknown');
    expect((await admin.stopHeal(bucket, '')).clientToken).toBe('unknown');
  });

  it('is refused on a single drive, where MinIO cannot heal', async () => {
    const single = rootClient(target('minioSingle'));
    await expect(single.startHeal('any-bucket', '')).rejects.toMatchObject({ status: 426 });
  });
});
