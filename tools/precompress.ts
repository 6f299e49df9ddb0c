// Writes .br and .gz beside every compressible file of a build, so the server sends them without
// compressing on each request (@fastify/static `preCompressed`).
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const compressible = /\.(js|css|html|svg|json|txt|map)$/;
const minimumBytes = 1024;

function* files(dir: string): Generator<string> {
  for (const entry of readdirSync(dir)) {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) yield* files(full);
    else yield full;
  }
}

const root = path.resolve(process.argv[2] ?? 'dist');
let count = 0;
for (const file of files(root)) {
  if (!compressible.test(file)) continue;
  const body = readFileSync(file);
  if (body.length < minimumBytes) continue;
  writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
  writeFileSync(`${file}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  count += 1;
}
console.log(`precompressed ${count} files in ${root}`);
