// Installs Debian's jemalloc when it is missing: the server runs with it (tools/granary-server.ts), which
// keeps its resident memory ~20 MiB lower at idle. Without it (not root) the server uses glibc's malloc.
import { existsSync } from 'node:fs';
import { aptInstall, isRoot } from './apt.ts';
import { jemallocPath } from './jemalloc.ts';

if (!existsSync(jemallocPath)) {
  if (isRoot()) {
    console.log('Installing jemalloc from Debian for the server...');
    aptInstall(['libjemalloc2']);
  } else {
    console.warn(
      `jemalloc is missing at ${jemallocPath}: the server uses glibc's malloc (apt-get install libjemalloc2).`,
    );
  }
}
