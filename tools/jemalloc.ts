/** Debian's jemalloc (package libjemalloc2, installed by tools/ensure-jemalloc.ts), which the server runs with. */
export const jemallocPath = `/usr/lib/${process.arch === 'arm64' ? 'aarch64' : 'x86_64'}-linux-gnu/libjemalloc.so.2`;
