// Runs first in every entry script: the project needs Node 24, which npm puts on PATH from the `node` devDependency.
const major = Number(process.versions.node.split('.')[0]);
if (major < 24) {
  console.error(
    `Granary needs Node 24 (found ${process.version}). Run 'npm ci' first so npm scripts use the project's Node.`,
  );
  process.exit(1);
}
