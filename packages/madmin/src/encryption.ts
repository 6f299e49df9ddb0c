import { randomBytes } from 'node:crypto';
import { deriveArgon2id, derivePbkdf2 } from './kdf.ts';
import { openStream, sealStream, type AeadName } from './sio-stream.ts';

// Envelope: salt (32) ‖ algorithm id (1) ‖ stream nonce (8) ‖ sio stream.
export type EncryptionAlgorithm = 0 | 1 | 2;

export type EncryptOptions = { salt?: Uint8Array; nonce?: Uint8Array; algorithm?: EncryptionAlgorithm };

const HEADER_SIZE = 41;

const ALGORITHMS: Record<EncryptionAlgorithm, { kdf: typeof deriveArgon2id; aead: AeadName }> = {
  0: { kdf: deriveArgon2id, aead: 'aes-256-gcm' },
  1: { kdf: deriveArgon2id, aead: 'chacha20-poly1305' },
  2: { kdf: derivePbkdf2, aead: 'aes-256-gcm' },
};

const utf8 = (s: string) => new TextEncoder().encode(s);

/** madmin's rule: more than 32 bytes and a known algorithm id at offset 32. */
export function isEncrypted(data: Uint8Array): boolean {
  return data.length > 32 && (data[32] === 0 || data[32] === 1 || data[32] === 2);
}

/** Encrypts like madmin's EncryptData; the password is the secret key of the signing credentials. */
export async function encryptData(
  password: string,
  plaintext: Uint8Array,
  opts: EncryptOptions = {},
): Promise<Uint8Array> {
  const salt = opts.salt ?? randomBytes(32);
  const nonce = opts.nonce ?? randomBytes(8);
  const id = opts.algorithm ?? 0;
  if (salt.length !== 32 || nonce.length !== 8) throw new Error('salt must be 32 bytes and nonce 8 bytes');
  const { kdf, aead } = ALGORITHMS[id];
  const key = await kdf(utf8(password), salt);
  const body = sealStream(aead, key, nonce, plaintext);
  const out = new Uint8Array(HEADER_SIZE + body.length);
  out.set(salt, 0);
  out[32] = id;
  out.set(nonce, 33);
  out.set(body, HEADER_SIZE);
  return out;
}

/** Decrypts madmin's format with any of the ids 0 (Argon2id+AES-GCM), 1 (Argon2id+ChaCha20), 2 (PBKDF2+AES-GCM). */
export async function decryptData(password: string, data: Uint8Array): Promise<Uint8Array> {
  if (data.length < HEADER_SIZE || !isEncrypted(data))
    throw new Error('payload is not encrypted in madmin format');
  const { kdf, aead } = ALGORITHMS[data[32] as EncryptionAlgorithm];
  const key = await kdf(utf8(password), data.subarray(0, 32));
  return new Uint8Array(openStream(aead, key, data.subarray(33, HEADER_SIZE), data.subarray(HEADER_SIZE)));
}
