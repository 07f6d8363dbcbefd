// `npm run build:lib`, last step: bundles the compiled CLI (lib/src) and its dependencies into
// lib/bundle/, which bin/quire.js runs.
//
// Why: Node 20's ESM loader resolves, reads and links each module separately. The CLI loads
// about 600 of them (unified, MDX, Shiki, zod, yaml…), and importing the build took ~0.64 s of
// every `quire build`, and again in every render process. Bundled it takes ~0.2 s: a rebuild
// after a one-page edit is under 2 s only with this.
//
// Two entries: the CLI and the render process (render-pool.ts starts `./render-process.js` beside
// itself, so every file stays flat in lib/bundle/, chunks included). Shiki's grammars and the
// CLI's commands stay lazy: each dynamic import() is its own chunk.
import { build } from 'esbuild';
import { copyFile, mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { gzipSync } from 'node:zlib';
import { dirname, join } from 'node:path';
import { createRequire } from 'node:module';
import { latin1Source } from './latin1-source.mjs';

/*
 * Tailwind's compiler imports its own stylesheets (theme.css, utilities.css) by name. The
 * published CLI carries them inside the bundle: this replaces src/render/tailwind-stylesheets.ts,
 * which reads them from node_modules when Quire runs from source, so Tailwind stays a
 * devDependency.
 */
const tailwindStylesheets = {
  name: 'tailwind-stylesheets',
  setup(b) {
    b.onLoad({ filter: /[\\/]render[\\/]tailwind-stylesheets\.js$/ }, async () => {
      const require = createRequire(import.meta.url);
      const sheets = {};
      for (const name of ['theme', 'utilities']) sheets[name] = await readFile(require.resolve(`tailwindcss/${name}.css`), 'utf8');
      return { contents: `const SHEETS = ${JSON.stringify(sheets)};\nexport async function tailwindStylesheet(name) { return SHEETS[name]; }\n`, loader: 'js' };
    });
  },
};

/*
 * KaTeX is a devDependency: its code goes into the bundle, behind esbuild's lazy CommonJS
 * wrapper (loaded on a site's first formula, like render-math.ts does from sources), and its
 * stylesheet and WOFF2 fonts into lib/vendor/katex (below). This replaces
 * src/content/require-katex.ts, whose createRequire esbuild cannot follow.
 */
const bundledKatex = {
  name: 'bundled-katex',
  setup(b) {
    b.onLoad({ filter: /[\\/]content[\\/]require-katex\.js$/ }, () => ({
      contents: "export function requireKatex() { return require('katex'); }\n",
      loader: 'js',
      resolveDir: process.cwd(),
    }));
  },
};

/*
 * @asyncapi/specs' index requires every AsyncAPI JSON Schema twice: `schemas` and
 * `schemasWithoutId`, which @asyncapi/parser never reads. Bundling only `schemas` keeps the
 * parser's chunk (loaded only by sites with AsyncAPI) ~0.5 MB smaller.
 */
const asyncapiSchemasOnly = {
  name: 'asyncapi-schemas-only',
  setup(b) {
    b.onLoad({ filter: /[\\/]@asyncapi[\\/]specs[\\/]index\.js$/ }, async (args) => {
      const source = await readFile(args.path, 'utf8');
      const trimmed = source.replace(/\n\s*schemasWithoutId: \{[^}]*\},?/, '');
      // Another layout in a future version: bundle it as it is.
      return { contents: trimmed.includes('schemasWithoutId') ? source : trimmed, loader: 'js' };
    });
  },
};

const outdir = 'lib/bundle';
await rm(outdir, { recursive: true, force: true });
await build({
  entryPoints: { main: 'lib/src/cli/main.js', 'render-process': 'lib/src/build/render-process.js' },
  outdir,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  // jsonc-parser's CommonJS build requires its parts by computed names; its ES build does not.
  mainFields: ['module', 'main'],
  external: [
    // Finds and spawns its platform binary from its own package folder.
    'pagefind',
    // quire dev runs Vite for the client assets: large, with its own loaders; imported on demand.
    'vite',
    // Minifies the theme's CSS with its platform binary (a native addon esbuild cannot bundle).
    'lightningcss',
    // Test-only: running render-process.ts from sources.
    'tsx',
    'tsx/*',
  ],
  // CommonJS dependencies inside an ES module still call require() for Node's built-ins.
  banner: { js: "import { createRequire as __quireCreateRequire } from 'node:module'; const require = __quireCreateRequire(import.meta.url);" },
  chunkNames: 'chunk-[hash]',
  legalComments: 'none',
  // Whitespace only (names stay, for stack traces): the installed package stays under 150 MB.
  minifyWhitespace: true,
  plugins: [tailwindStylesheets, bundledKatex, asyncapiSchemasOnly],
  logLevel: 'warning',
});

// Every chunk one byte a character in V8 (latin1-source.mjs says why).
for (const name of await readdir(outdir)) {
  if (!name.endsWith('.js')) continue;
  const file = join(outdir, name);
  const source = await readFile(file, 'utf8');
  const latin1 = latin1Source(source);
  if (latin1 !== source) await writeFile(file, latin1);
}

/*
 * HarfBuzz's Emscripten loader (harfbuzzjs, social images) reads harfbuzz.wasm beside the module
 * it is bundled into, by its import.meta.url: every bundle file is in lib/bundle/.
 */
await copyFile(join(dirname(createRequire(import.meta.url).resolve('harfbuzzjs')), 'harfbuzz.wasm'), join(outdir, 'harfbuzz.wasm'));

/*
 * Fonts and WebAssembly the bundled libraries read at run time (src/render/vendor-files.ts):
 * copied into lib/vendor/, where the published CLI finds them without those libraries.
 */
const { GZIPPED_VENDOR_FILE, VENDOR_FILES } = await import('../lib/src/render/vendor-files.js');
const vendorRequire = createRequire(import.meta.url);
await rm('lib/vendor', { recursive: true, force: true });
for (const specifier of VENDOR_FILES) {
  const target = join('lib/vendor', specifier);
  await mkdir(dirname(target), { recursive: true });
  if (GZIPPED_VENDOR_FILE.test(specifier)) await writeFile(`${target}.gz`, gzipSync(await readFile(vendorRequire.resolve(specifier)), { level: 9 }));
  else await copyFile(vendorRequire.resolve(specifier), target);
}

/*
 * KaTeX's stylesheet and the WOFF2 fonts it names (render/katex-assets.ts cuts the other
 * formats from the stylesheet): 0.3 MB instead of the 4.5 MB KaTeX package.
 */
const katexDist = join(dirname(vendorRequire.resolve('katex/package.json')), 'dist');
await mkdir('lib/vendor/katex/dist/fonts', { recursive: true });
await copyFile(join(katexDist, 'katex.min.css'), 'lib/vendor/katex/dist/katex.min.css');
for (const name of await readdir(join(katexDist, 'fonts'))) {
  if (name.endsWith('.woff2')) await copyFile(join(katexDist, 'fonts', name), join('lib/vendor/katex/dist/fonts', name));
}
