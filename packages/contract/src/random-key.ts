/** Generated keys: upper-case letters and digits, safe in config.env, a shell and a URL alike. */
const keyAlphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
/** Bytes at or above this would make the first letters likelier (256 is no multiple of 36). */
const unbiasedBelow = 256 - (256 % keyAlphabet.length);

const secureBytes = (count: number) => globalThis.crypto.getRandomValues(new Uint8Array(count));

/**
 * A random key of `length` characters over A–Z and 0–9 from the platform's secure source (the browser's or
 * Node's Web Crypto), without bias: a tenant's generated root credentials and first user (spec 3 §9).
 */
export function randomKey(length: number, random: (count: number) => Uint8Array = secureBytes): string {
  let key = '';
  while (key.length < length)
    for (const byte of random(length))
      if (byte < unbiasedBelow && key.length < length) key += keyAlphabet[byte % keyAlphabet.length];
  return key;
}
