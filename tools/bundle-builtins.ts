// Node's own modules in the server bundle are taken with process.getBuiltinModule, not `import`.
// Importing a built-in as ESM makes Node build its module facade, which reads every export, lazy getters
// included: `http` then loads undici for http.WebSocket (a 0.7 MB script and its WASM parser), `crypto`
// Web Crypto, `fs` its promises and streams, `process` the diagnostic report, and more. The server uses
// none of them, and they stay for the process's life (~5 MiB in a bare Node;
// docs/decisions/memory-budgets.md). getBuiltinModule hands out the module as `require` would, reading
// nothing.
import { isBuiltin } from 'node:module';
import MagicString from 'magic-string';
import type { Plugin } from 'rolldown';

/** `import … from "x";` as the bundler writes an external's import, one per line. */
const externalImport = /^import (?:(.+?) from )?"([^"]+)";$/gm;

/** `{ a, b as c }` → `{ a, b: c }`: named imports as a destructuring pattern. */
const destructured = (named: string) => named.replace(/([\w$]+) as ([\w$]+)/g, '$1: $2');

/** The statement that binds what `clause` imported from `specifier`, reading only those exports. */
export function builtinBinding(clause: string | undefined, specifier: string): string {
  const module = `process.getBuiltinModule(${JSON.stringify(specifier)})`;
  if (clause === undefined) return `${module};`;
  const named = /\{.*\}/.exec(clause)?.[0];
  const whole = clause
    .replace(/\{.*\}/, '')
    .split(',')
    .map((part) => part.trim().replace(/^\* as /, ''))
    .filter((part) => part !== '');
  if (whole.length === 0) return `const ${destructured(named ?? '{}')} = ${module};`;
  const [first, ...others] = whole;
  const bindings = [`${first} = ${module}`, ...others.map((name) => `${name} = ${first}`)];
  if (named) bindings.push(`${destructured(named)} = ${first}`);
  return `const ${bindings.join(', ')};`;
}

export function builtinsWithoutFacades(): Plugin {
  return {
    name: 'granary:builtins-without-facades',
    renderChunk(code) {
      const edited = new MagicString(code);
      for (const match of code.matchAll(externalImport)) {
        const [statement, clause, specifier = ''] = match;
        if (!isBuiltin(specifier)) continue;
        edited.overwrite(match.index, match.index + statement.length, builtinBinding(clause, specifier));
      }
      return edited.hasChanged()
        ? { code: edited.toString(), map: edited.generateMap({ hires: true }) }
        : null;
    },
  };
}
