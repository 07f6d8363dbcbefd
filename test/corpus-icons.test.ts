import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findIcon } from '../src/icons/icon-sets.js';
import { corpusIconNames } from './helpers/corpus-icon-names.js';

/**
 * Every icon name the sample Mintlify sites use (docs.json `icon` values, `icon="…"` on MDX
 * elements, frontmatter `icon:`) draws an SVG: Font Awesome free, Lucide, Tabler, or the free
 * icon chosen for a Pro name. Skipped, with a message, where the samples are not beside the repo.
 */
const corpora = process.env.QUIRE_CORPUS?.split(':') ?? ['corpus', 'corpus-new'].map((name) => join(import.meta.dirname, '../../shared', name));
const roots = corpora.flatMap((corpus) => (existsSync(corpus) ? readdirSync(corpus).filter((d) => existsSync(join(corpus, d, 'docs.json'))).map((d) => join(corpus, d)) : []));
if (roots.length === 0) console.warn(`[corpus-icons] skipped: no docs sites found in ${corpora.join(', ')}`);

describe.skipIf(roots.length === 0)('icons of the sample sites', () => {
  it('draws every icon name they use', () => {
    const failures: string[] = [];
    let names = 0;
    for (const root of roots) {
      for (const use of corpusIconNames(root)) {
        names++;
        if (!findIcon(use.name, use.library, use.style)) failures.push(`${root.split('/').pop()}/${use.file}: "${use.name}" (${use.library}${use.style ? `, ${use.style}` : ''})`);
      }
    }
    expect(names).toBeGreaterThan(500);
    expect(failures, `icons that draw nothing:\n${failures.join('\n')}`).toEqual([]);
  });
});
