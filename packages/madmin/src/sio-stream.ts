import { createCipheriv, createDecipheriv } from 'node:crypto';

// The sio-go "Stream" framing MinIO uses for admin payloads (see NOTES.md): 16 KiB fragments, each sealed
// with nonce = 8-byte stream nonce ‖ uint32le(seq) and AAD = flag byte ‖ tag of an empty seal at seq 0.
export type AeadName = 'aes-256-gcm' | 'chacha20-poly1305';

export const BUFFER_SIZE = 16384;
const TAG_SIZE = 16;
const FINAL = 0x80;

function fragmentNonce(nonce8: Uint8Array, seq: number): Buffer {
  const nonce = Buffer.alloc(12);
  nonce.set(nonce8, 0);
  nonce.writeUInt32LE(seq, 8);
  return nonce;
}

function seal(aead: AeadName, key: Uint8Array, nonce: Buffer, plaintext: Uint8Array, ad: Uint8Array): Buffer {
  // Both AEADs share the GCM-style API; the cast only picks one of Node's typed overloads.
  const cipher = createCipheriv(aead as 'aes-256-gcm', key, nonce, { authTagLength: TAG_SIZE });
  cipher.setAAD(ad, { plaintextLength: plaintext.length });
  return Buffer.concat([cipher.update(plaintext), cipher.final(), cipher.getAuthTag()]);
}

function open(aead: AeadName, key: Uint8Array, nonce: Buffer, sealed: Uint8Array, ad: Uint8Array): Buffer {
  const body = sealed.subarray(0, sealed.length - TAG_SIZE);
  const decipher = createDecipheriv(aead as 'aes-256-gcm', key, nonce, { authTagLength: TAG_SIZE });
  decipher.setAuthTag(sealed.subarray(sealed.length - TAG_SIZE));
  decipher.setAAD(ad, { plaintextLength: body.length });
  try {
    return Buffer.concat([decipher.update(body), decipher.final()]);
  } catch {
    throw new Error('payload is not authentic (wrong password or tampered data)');
  }
}

function associatedData(aead: AeadName, key: Uint8Array, nonce8: Uint8Array): Buffer {
  const headerTag = seal(aead, key, fragmentNonce(nonce8, 0), new Uint8Array(0), new Uint8Array(0));
  return Buffer.concat([Buffer.of(0), headerTag]);
}

export function sealStream(
  aead: AeadName,
  key: Uint8Array,
  nonce8: Uint8Array,
  plaintext: Uint8Array,
  bufferSize = BUFFER_SIZE,
): Buffer {
  const ad = associatedData(aead, key, nonce8);
  const parts: Buffer[] = [];
  let seq = 1;
  let offset = 0;
  // The final fragment carries the last 1…bufferSize bytes; it is empty only for an empty plaintext.
  while (plaintext.length - offset > bufferSize) {
    parts.push(
      seal(aead, key, fragmentNonce(nonce8, seq++), plaintext.subarray(offset, offset + bufferSize), ad),
    );
    offset += bufferSize;
  }
  ad[0] = FINAL;
  parts.push(seal(aead, key, fragmentNonce(nonce8, seq), plaintext.subarray(offset), ad));
  return Buffer.concat(parts);
}

export function openStream(
  aead: AeadName,
  key: Uint8Array,
  nonce8: Uint8Array,
  ciphertext: Uint8Array,
  bufferSize = BUFFER_SIZE,
): Buffer {
  const ad = associatedData(aead, key, nonce8);
  const fragment = bufferSize + TAG_SIZE;
  const parts: Buffer[] = [];
  let seq = 1;
  let offset = 0;
  while (ciphertext.length - offset > fragment) {
    parts.push(
      open(aead, key, fragmentNonce(nonce8, seq++), ciphertext.subarray(offset, offset + fragment), ad),
    );
    offset += fragment;
    if (seq > 0xffffffff) throw new Error('payload is too large: sequence number overflow');
  }
  if (ciphertext.length - offset < TAG_SIZE) throw new Error('payload is not authentic (truncated)');
  ad[0] = FINAL;
  parts.push(open(aead, key, fragmentNonce(nonce8, seq), ciphertext.subarray(offset), ad));
  return Buffer.concat(parts);
}
