import { argon2, pbkdf2 } from 'node:crypto';

// Each Argon2id derivation allocates 64 MiB; run them one at a time, as madmin and the server do.
let queue: Promise<unknown> = Promise.resolve();

/** MinIO's parameters (t=1, m=64 MiB, p=4, 32 bytes), derived by Node off the event loop. */
export function deriveArgon2id(password: Uint8Array, salt: Uint8Array): Promise<Uint8Array> {
  const derive = () =>
    new Promise<Uint8Array>((resolve, reject) => {
      argon2(
        'argon2id',
        { message: password, nonce: salt, parallelism: 4, tagLength: 32, memory: 64 * 1024, passes: 1 },
        (error, key) => (error ? reject(error) : resolve(new Uint8Array(key))),
      );
    });
  const next = queue.then(derive);
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
