import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';

/**
 * Tailwind's own stylesheets (`tailwindcss/theme.css`, `tailwindcss/utilities.css`), which its
 * compiler imports. Read from the package when Quire runs from source; the published CLI has
 * them inlined by scripts/bundle-cli.mjs, which replaces this module, so Tailwind is no run-time
 * dependency.
 */
export async function tailwindStylesheet(name: 'theme' | 'utilities'): Promise<string> {
  return readFile(createRequire(import.meta.url).resolve(`tailwindcss/${name}.css`), 'utf8');
}
