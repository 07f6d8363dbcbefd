import { defineConfig } from 'vite';

/**
 * Bundles the browser scripts in src/client into client-dist/, which `quire build` copies to
 * /_quire/. Each feature stays a small module; the entry loads only what a page uses.
 */
export default defineConfig({
  publicDir: false,
  build: {
    outDir: 'client-dist',
    emptyOutDir: true,
    target: 'es2020',
    minify: true,
    sourcemap: false,
    lib: {
      entry: 'src/client/quire.ts',
      formats: ['es'],
      fileName: () => 'quire.js',
    },
  },
});
