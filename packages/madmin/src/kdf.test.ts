import { describe, expect, it } from 'vitest';
import { deriveArgon2id } from './kdf.ts';

describe('deriveArgon2id', () => {
  it('gives the bytes @noble/hashes 2.4 gave for the same input (t=1, m=64 MiB, p=4, 32 bytes)', async () => {
    const password = new TextEncoder().encode('minio-root-password');
    const salt = Uint8Array.from({ length: 32 }, (_, i) => i);
    const key = await deriveArgon2id(password, salt);
    expect(Buffer.from(key).toString('hex')).toBe(
      'ace12d021431752d80f080fa2c9dcdb542236eeb35840b2a95b025a31a5ce0eb',
    );
  });

  it('runs derivations one after another and each resolves to its own key', async () => {
    const salt = new Uint8Array(32);
    const [a, b] = await Promise.all([
      deriveArgon2id(new TextEncoder().encode('a'), salt),
      deriveArgon2id(new TextEncoder().encode('b'), salt),
    ]);
    expect(Buffer.from(a).equals(Buffer.from(b))).toBe(false);
    expect(a).toHaveLength(32);
  });
});
