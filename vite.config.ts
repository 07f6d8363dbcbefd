import { readFileSync } from 'node:fs';
import { defineConfig, type Plugin } from 'vite';

/** Stylesheets shipped as they are beside the scripts (linked from server-rendered markup). */
function copyCss(files: Record<string, string>): Plugin {
  return {
    name: 'quire-copy-css',
    generateBundle() {
      for (const [fileName, source] of Object.entries(files)) {
        this.emitFile({ type: 'asset', fileName, source: readFileSync(source, 'utf8') });
      }
    },
  };
}

/**
 * Bundles the browser scripts in src/client into client-dist/, which `quire build` copies to
 * /_quire/. Each feature stays a small module; the entry loads only what a page uses, and
 * features behind a dynamic import (the API playground) become their own chunks.
 */
export default defineConfig({
  publicDir: false,
  plugins: [copyCss({ 'playground.css': 'src/client/playground/playground.css' })],
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
    rollupOptions: {
      output: {
        // Third-party code (mermaid and friends) goes to vendor/, which builds copy only when a
        // page needs it; Quire's own small feature chunks stay at the top level.
        chunkFileNames: (chunk) =>
          chunk.moduleIds.some((id) => id.includes('/node_modules/') && !id.includes('/node_modules/preact'))
            ? 'vendor/[name]-[hash].js'
            : '[name]-[hash].js',
      },
    },
  },
});
