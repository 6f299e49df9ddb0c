// Runs first in every entry script: the project needs Node 24, which npm puts on PATH from the `node` devDependency.
import { neededNodeMajor, refuseOldNode } from './node-version.mjs';

refuseOldNode(neededNodeMajor, "Run 'npm ci' first so npm scripts use the project's Node.");
