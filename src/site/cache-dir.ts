import { existsSync } from 'node:fs';
import { homedir } from 'node:os';
import { basename, dirname, join, resolve } from 'node:path';
import { hash } from '../io/hash.js';

/**
 * Where Quire keeps what it can compute again (rendered pages, downloaded and validated OpenAPI
 * documents) for the docs folder `root`:
 * - `--cache-dir DIR` (or the build option) when given;
 * - `<root>/node_modules/.cache/quire` when the docs folder is an npm project (it has a
 *   package.json or node_modules), the place JavaScript tools share and .gitignore files cover;
 * - `<project>/node_modules/.cache/quire/docs-<hash>` when an enclosing folder is one;
 * - otherwise the user's cache folder (`$QUIRE_CACHE_HOME`, else `$XDG_CACHE_HOME/quire`, else
 *   `~/.cache/quire`), one folder per docs folder: a docs-only repository gets no node_modules
 *   of its own.
 */
export function quireCacheDir(root: string, opts: { cacheDir?: string; env?: Record<string, string | undefined> } = {}): string {
  if (opts.cacheDir) return resolve(opts.cacheDir);
  const docs = resolve(root);
  const key = `${basename(docs).replace(/[^A-Za-z0-9._-]/g, '_') || 'docs'}-${hash(docs).slice(0, 12)}`;
  if (isNpmProject(docs)) return join(docs, 'node_modules', '.cache', 'quire');
  for (let dir = dirname(docs); dir !== dirname(dir); dir = dirname(dir)) {
    if (isNpmProject(dir)) return join(dir, 'node_modules', '.cache', 'quire', key);
  }
  const env = opts.env ?? process.env;
  return join(env.QUIRE_CACHE_HOME || join(env.XDG_CACHE_HOME || join(homedir(), '.cache'), 'quire'), key);
}

function isNpmProject(dir: string): boolean {
  return existsSync(join(dir, 'package.json')) || existsSync(join(dir, 'node_modules'));
}
