import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { openStream, sealStream } from './sio-stream.ts';

const key = randomBytes(32);
const nonce = randomBytes(8);

describe('sio stream framing', () => {
  it.each([0, 1, 15, 16, 17, 32, 33, 100])('round-trips %i bytes with 16-byte fragments', (length) => {
    const input = randomBytes(length);
    const sealed = sealStream('chacha20-poly1305', key, nonce, input, 16);
    expect(sealed.length).toBe(length + 16 * Math.max(1, Math.ceil(length / 16)));
    expect(openStream('chacha20-poly1305', key, nonce, sealed, 16).equals(input)).toBe(true);
  });

  it('refuses a stream whose final fragment was dropped', () => {
    const sealed = sealStream('aes-256-gcm', key, nonce, randomBytes(48), 16);
    expect(() => openStream('aes-256-gcm', key, nonce, sealed.subarray(0, 64), 16)).toThrow(/not authentic/);
  });

  it('refuses reordered fragments', () => {
    const sealed = sealStream('aes-256-gcm', key, nonce, randomBytes(48), 16);
    const swapped = Buffer.concat([sealed.subarray(32, 64), sealed.subarray(0, 32), sealed.subarray(64)]);
    expect(() => openStream('aes-256-gcm', key, nonce, swapped, 16)).toThrow(/not authentic/);
  });
});
