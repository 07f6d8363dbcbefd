import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { packageRoot } from './package-root.js';

/**
 * Binary files of bundled (devDependency) libraries that Quire reads at run time: the Inter
 * fonts pages load and social images are drawn with, and resvg's WebAssembly. The published
 * package does not install those libraries (esbuild bundles their code), so
 * scripts/bundle-cli.mjs copies each of these files to `lib/vendor/<specifier>`.
 */
export const VENDOR_FILES = [
  '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  '@fontsource-variable/inter/files/inter-latin-ext-wght-normal.woff2',
  // Satori reads WOFF, TTF and OTF, not WOFF2: static faces for social images.
  '@fontsource/inter/files/inter-latin-400-normal.woff',
  '@fontsource/inter/files/inter-latin-700-normal.woff',
  // The scripts Inter has beyond Latin (150 kB in all), so Polish, Vietnamese, Greek and Russian
  // titles are drawn in the card's font; other scripts use an installed font (build/system-font.ts).
  '@fontsource/inter/files/inter-latin-ext-400-normal.woff',
  '@fontsource/inter/files/inter-latin-ext-700-normal.woff',
  '@fontsource/inter/files/inter-vietnamese-400-normal.woff',
  '@fontsource/inter/files/inter-vietnamese-700-normal.woff',
  '@fontsource/inter/files/inter-greek-400-normal.woff',
  '@fontsource/inter/files/inter-greek-700-normal.woff',
  '@fontsource/inter/files/inter-cyrillic-400-normal.woff',
  '@fontsource/inter/files/inter-cyrillic-700-normal.woff',
  '@resvg/resvg-wasm/index_bg.wasm',
] as const;

export type VendorFile = (typeof VENDOR_FILES)[number];

/** Files the package stores gzipped (scripts/bundle-cli.mjs): resvg's WebAssembly is 2.5 MB, 0.95 MB gzipped. */
export const GZIPPED_VENDOR_FILE = /\.wasm$/;

/**
 * A vendor file's bytes: the library's own copy when it is installed (sources, tests), else the
 * package's copy in lib/vendor/ (gzipped for the WebAssembly).
 */
export async function readVendorFile(specifier: VendorFile): Promise<Buffer> {
  try {
    return await readFile(createRequire(import.meta.url).resolve(specifier));
  } catch {
    const file = join(packageRoot(), 'lib', 'vendor', specifier);
    return GZIPPED_VENDOR_FILE.test(specifier) ? gunzipSync(await readFile(`${file}.gz`)) : readFile(file);
  }
}
