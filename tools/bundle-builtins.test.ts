import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { builtinBinding, builtinsWithoutFacades } from './bundle-builtins.ts';

describe('builtinBinding', () => {
  it('binds every form of import clause to the module getBuiltinModule gives', () => {
    const http = 'process.getBuiltinModule("node:http")';
    expect(builtinBinding('{ STATUS_CODES, request }', 'node:http')).toBe(
      `const { STATUS_CODES, request } = ${http};`,
    );
    expect(builtinBinding('{ request as request$1, get as get2 }', 'node:http')).toBe(
      `const { request: request$1, get: get2 } = ${http};`,
    );
    expect(builtinBinding('http', 'node:http')).toBe(`const http = ${http};`);
    expect(builtinBinding('* as http', 'node:http')).toBe(`const http = ${http};`);
    expect(builtinBinding('http, { request }', 'node:http')).toBe(
      `const http = ${http}, { request } = http;`,
    );
    expect(builtinBinding(undefined, 'node:http')).toBe(`${http};`);
  });
});

describe('builtinsWithoutFacades', () => {
  const rewrite = (code: string) => {
    const hook = builtinsWithoutFacades().renderChunk as unknown as (code: string) => { code: string } | null;
    return hook(code)?.code ?? code;
  };

  it("rewrites built-ins' imports only, and the code runs without loading what Node's facades would", () => {
    const chunk = [
      'import { request } from "node:http";',
      'import path, { join } from "node:path";',
      'import { createHash } from "node:crypto";',
      'import { kysely } from "kysely";',
    ].join('\n');
    const [http, pathLine, crypto, external] = rewrite(chunk).split('\n');
    expect(http).toBe('const { request } = process.getBuiltinModule("node:http");');
    expect(pathLine).toBe('const path = process.getBuiltinModule("node:path"), { join } = path;');
    expect(external).toBe('import { kysely } from "kysely";');
    const probe = `${http}\n${pathLine}\n${crypto}
const loaded = process.moduleLoadList.filter((m) => /undici|webcrypto|http2/.test(m));
console.log(JSON.stringify({ loaded, works: [typeof request, join('a', 'b'), createHash('md5').digest('hex').length] }));`;
    const run = (code: string) =>
      JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', code]).toString()) as unknown;
    expect(run(probe)).toEqual({ loaded: [], works: ['function', 'a/b', 32] });
    // The same imports as ESM load them: the check above can fail.
    const asImports = `${chunk.split('\n').slice(0, 3).join('\n')}\n${probe.split('\n').slice(3).join('\n')}`;
    expect((run(asImports) as { loaded: string[] }).loaded).toContain(
      'NativeModule internal/deps/undici/undici',
    );
  });
});
