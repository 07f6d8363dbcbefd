import { createRequire } from 'node:module';
import type Katex from 'katex';

/**
 * KaTeX's CommonJS build, required on first use (synchronously: the theme's `<Latex>` renders
 * during a synchronous render). From sources this is Node's require; scripts/bundle-cli.mjs
 * replaces this file with a plain `require('katex')`, which esbuild bundles behind a lazy
 * wrapper, so the published package does not install KaTeX (its CSS and WOFF2 fonts are copied
 * to lib/vendor/katex: render/katex-assets.ts).
 */
export function requireKatex(): typeof Katex {
  return createRequire(import.meta.url)('katex') as typeof Katex;
}
