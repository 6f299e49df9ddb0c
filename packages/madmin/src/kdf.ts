import { argon2idAsync } from '@noble/hashes/argon2.js';
import { pbkdf2 } from 'node:crypto';

// Each Argon2id derivation allocates 64 MiB; run them one at a time, as madmin and the server do.
let queue: Promise<unknown> = Promise.resolve();

export function deriveArgon2id(password: Uint8Array, salt: Uint8Array): Promise<Uint8Array> {
  const next = queue.then(() =>
    argon2idAsync(password, salt, { t: 1, m: 64 * 1024, p: 4, dkLen: 32, asyncTick: 50 }),
  );
  queue = next.catch(() => undefined);
  return next;
}

export function derivePbkdf2(password: Uint8Array, salt: Uint8Array): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    pbkdf2(password, salt, 8192, 32, 'sha256', (error, key) =>
      error ? reject(error) : resolve(new Uint8Array(key)),
    );
  });
}
