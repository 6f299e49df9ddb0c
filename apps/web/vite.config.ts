import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const root = fileURLToPath(new URL('.', import.meta.url));
const backend = 'http://127.0.0.1:9090';

export default defineConfig({
  root,
  // Relative asset URLs plus <base href> in index.html let the same build run at '/' and under
  // '/api/proxy/{ns}/{tenant}/' (whoever serves it under a prefix rewrites the base href).
  base: './',
  plugins: [react()],
  // '@/lib/api-client' instead of '../../../lib/api-client'.
  resolve: { alias: { '@': `${root}src` } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    chunkSizeWarningLimit: 600,
    // The server reads it to preload a deep link's route chunks (apps/server/src/plugins/spa-preload.ts).
    manifest: true,
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: backend, changeOrigin: false },
      '/ws': { target: backend, ws: true },
    },
  },
});
