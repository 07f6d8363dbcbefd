import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';

const here = dirname(fileURLToPath(import.meta.url));

/**
 * Islands render the theme's MDX components in the browser (src/client/islands). One of them
 * imports a server module: icon.tsx reads icon packages from disk. In the browser bundle it gets a
 * stand-in that draws the icons the server recorded for the page. (`<Latex>` needs none: KaTeX
 * reaches it through a context only the server provides, so in the browser it shows the source.)
 */
function browserStandIns(): Plugin {
  const swaps = new Map([
    [resolve(here, 'themes/shared/icon.tsx'), resolve(here, 'src/client/islands/client-icon.ts')],
  ]);
  return {
    name: 'quire-browser-stand-ins',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!importer || !source.startsWith('.') || !source.endsWith('.js')) return null;
      const base = resolve(dirname(importer), source.replace(/\.js$/, ''));
      return swaps.get(`${base}.tsx`) ?? swaps.get(`${base}.ts`) ?? null;
    },
  };
}

/**
 * Bundles the browser scripts in src/client into client-dist/, which `quire build` copies to
 * /_quire/. Each feature stays a small module; the entry loads only what a page uses, and
 * features behind a dynamic import (the API playground) become their own chunks.
 */
/** Libraries that stay in Quire's own chunks (islands, tabs…) instead of vendor/. */
const SMALL_LIBRARIES = /\/node_modules\/(preact|@sindresorhus\/(slugify|transliterate)|escape-string-regexp)\//;

export default defineConfig({
  publicDir: false,
  plugins: [browserStandIns()],
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
        // page needs it; Quire's own small feature chunks stay at the top level, with the small
        // libraries they use (preact; the heading slug the island components share).
        chunkFileNames: (chunk) =>
          chunk.moduleIds.some((id) => id.includes('/node_modules/') && !SMALL_LIBRARIES.test(id)) ? 'vendor/[name]-[hash].js' : '[name]-[hash].js',
      },
    },
  },
});
