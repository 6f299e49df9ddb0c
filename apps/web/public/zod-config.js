// zod compiles validators with `new Function` unless told not to, and probes for it while the first
// schemas are built, which the Content-Security-Policy reports as a violation. Its global config must be
// set before any module runs: a classic script in <head> runs before every module script.
globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig || {}, { jitless: true });
