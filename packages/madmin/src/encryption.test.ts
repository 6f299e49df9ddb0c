import { createHash, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { decryptData, encryptData, isEncrypted } from './encryption.ts';

const hex = (s: string) => new Uint8Array(Buffer.from(s, 'hex'));
const toHex = (b: Uint8Array) => Buffer.from(b).toString('hex');
const sha256 = (b: Uint8Array) => createHash('sha256').update(b).digest('hex');

// madmin-go v3.0.109 encrypt_test.go; each plaintext is all zero bytes of the given length.
const upstream = [
  {
    password: '',
    length: 0,
    data: '828aa81599df0651c0461adb82283e8b89956baee9f6e719947ef9cddc849028001dc9d3ac0938f66b07bacc9751437e1985f8a9763c240e81',
  },
  {
    password: '',
    length: 256,
    data: '1793c71df6647860437134073c15688cbb15961dc0758c7ee1225e66e79c724c00d790dba9c671eae89da2c736d858286ac9bd027abacc64430375cd41b63b67c070c7fba475a8dd66ae65ba905176c48cbe6f734fc74df87343d8ccff54bada4aeb0a04bd021633ebe6c4768e23f5dea142561d4fe3f90ed59d13dc5fb3a585dadec1742325291b9c81692bdd3420b2428127f8195e0ecd9a1c9237712ed67af7339fbbf7ff3ee1c516e1f81e69d933e057b30997e7274a2c9698e07c39f0e8d6818858f34c8191871b5a52bea9061806bd029024bfc1d9c1f230904968d6c9e10fddcbc006ba97356ff243570fd96df07dd6894e215a6b24c4ed730369519289ebd877aff6ccbd2265985e4ab1a2b7930bab9cfb767b97348a639ddf8db81bf5151da7e8f3d9638a1b86eb1dd78cc6a526f10a414c78638f',
  },
  {
    password: 'xPl.8/rhR"Q_1xLt',
    length: 32,
    data: 'b5c016e93b84b473fc8a37af94936563630c36d6df1841d23a86ee51ca161f9e00ac19116b32f643ff6a56a212b265d8c56195bb0d12ce199e13dfdc5272f80c1564da2c6fc2fa18da91d8062de02af5cdafea491c6f3cae1f',
  },
  {
    password: '7h5oU4$te{;K}fgqlI^]',
    length: 256,
    data: 'c58edf7cfd557b6b655de6f48b1a3049d8d049dadb3a7bfa9ac9ccbb5baf37ec00f83086a26f43b7d6bc9075ad038bf5741f118d502ebe94165e4072ba7f98535d6b1e3b6ae67a98115d146d9b4d90e4df4ae82df9cfa17ed7cd42465181559f7ddf09c98beec521bb4478e0cb73c4e0827af8688ff4e7a07327a10d5a180035e6ddb16d974a85257981cd9e0360a20f7b4d653190267dfb241148f018ae180568042e864b9e1b5bc05425a3abc2b0324f50c72d56798f924405dfc0f8523f4bb564ed65af8e1b1c82a7a0640552ecf81985d95d0993d99172592ddc1393dfa63e8f0b3d744b2cc4b73384ca4693f0c1aec0e9b00e85f2937e891105d67da8f59c14ca96608e0425c42f9c1e7c2a8b3413e1381784f9cfe01de7c47cea1f8d7a7d88f5d4aca783cf55332b47f957a6b9a65269d7eb606b877b',
  },
];

// Reference §2.6 (generated, not upstream): fixed salt and nonce.
const salt = new Uint8Array(32).map((_, i) => i);
const nonce = hex('0001020304050607');
const plaintext = new TextEncoder().encode('{"secretKey":"s3cr3tkey","status":"enabled"}');
const supplementary = {
  0: '000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f000001020304050607357d0fcfd7dd0f31591ee59978415b9479a6cc7812b1115c7c5e55d4e6cfcfad2e610798f7f015a56c1a361d90cc48299f9eecfbd05c8bf4902507e3',
  1: '000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f0100010203040506076ee1b7bc71c58cc68477b0e09de14b1b51e43a90b43bf70880a738c9c26f370b3997e4c2be42a4d72c8e8a667a25243df0c4199d84dac9259c2144da',
  2: '000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f02000102030405060798ad5e80469f0f14b7279dbe2e94fd81ca0c1ad333af62bfce9bfcf508b7f813654e26c91b4754bf1e8a288ee73d867ae0fe2ad9ae906b9c35416144',
} as const;

describe('payload encryption', { timeout: 30_000 }, () => {
  it.each(upstream.map((v, i) => ({ ...v, n: i + 1 })))(
    'decrypts upstream vector $n',
    async ({ password, length, data }) => {
      expect(await decryptData(password, hex(data))).toEqual(new Uint8Array(length));
    },
  );

  it.each([0, 1, 2] as const)(
    'reproduces supplementary vector for algorithm id %i and decrypts it',
    async (algorithm) => {
      const sealed = await encryptData('minio123', plaintext, { salt, nonce, algorithm });
      expect(toHex(sealed)).toBe(supplementary[algorithm]);
      expect(new TextDecoder().decode(await decryptData('minio123', sealed))).toBe(
        '{"secretKey":"s3cr3tkey","status":"enabled"}',
      );
    },
  );

  it.each([
    {
      length: 40000,
      outLength: 40089,
      digest: '9156cb210b05716eb9cf188b167b9d1a4d65e270363df698707a9d64229af5d0',
    },
    {
      length: 32768,
      outLength: 32841,
      digest: '1fe90b041936b2a23a7b5bb38f169e48a0435c87804ccf26c51eb0a53826956d',
    },
  ])('frames a $length-byte plaintext in several fragments', async ({ length, outLength, digest }) => {
    const input = new Uint8Array(length).map((_, i) => i % 251);
    const sealed = await encryptData('minio123', input, { salt, nonce, algorithm: 0 });
    expect(sealed.length).toBe(outLength);
    expect(sha256(sealed)).toBe(digest);
    expect(await decryptData('minio123', sealed)).toEqual(input);
  });

  it('round-trips random data with random salt and nonce, defaulting to id 0', async () => {
    const input = randomBytes(20_000);
    const sealed = await encryptData('p@ss wörd', input);
    expect(sealed[32]).toBe(0);
    expect(isEncrypted(sealed)).toBe(true);
    expect(Buffer.from(await decryptData('p@ss wörd', sealed)).equals(input)).toBe(true);
  });

  it('rejects tampered ciphertext, a wrong password and truncation', async () => {
    const sealed = hex(supplementary[2]);
    const flipped = sealed.slice();
    flipped[50] = (flipped[50] ?? 0) ^ 1;
    await expect(decryptData('minio123', flipped)).rejects.toThrow(/not authentic/);
    await expect(decryptData('minio124', sealed)).rejects.toThrow(/not authentic/);
    await expect(decryptData('minio123', sealed.subarray(0, 50))).rejects.toThrow(/not authentic/);
  });

  it('recognises the envelope like madmin does', () => {
    expect(isEncrypted(new TextEncoder().encode('{"accessKey":"abcdefghijklmnopqrstuvwxyz012345"}'))).toBe(
      false,
    );
    expect(isEncrypted(new Uint8Array(33))).toBe(true);
    expect(isEncrypted(new Uint8Array(32))).toBe(false);
  });
});
