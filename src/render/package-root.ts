import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

let cached: string | undefined;

/**
 * The folder of Quire's own package.json, whether running from sources (tests), from the
 * compiled `lib/`, or from an installed package: themes and client assets are found from it.
 */
export function packageRoot(): string {
  if (cached) return cached;
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest) && JSON.parse(readFileSync(manifest, 'utf8')).name === 'quire-docs') return (cached = dir);
    const parent = dirname(dir);
    if (parent === dir) throw new Error('Quire package root not found');
    dir = parent;
  }
}

export function quireVersion(): string {
  return JSON.parse(readFileSync(join(packageRoot(), 'package.json'), 'utf8')).version;
}
