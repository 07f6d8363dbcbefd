import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { dependencyVersions } from './render-cache.js';

describe('dependencyVersions (part of the code fingerprint that keys every cache)', () => {
  const project = mkdtempSync(join(tmpdir(), 'quire-deps-'));
  afterAll(() => rmSync(project, { recursive: true, force: true }));
  const write = (file: string, value: unknown) => {
    mkdirSync(join(file, '..'), { recursive: true });
    writeFileSync(file, JSON.stringify(value));
  };
  // Quire installed in a project: its runtime dependencies hoisted beside it, one inside it.
  const quire = join(project, 'node_modules', 'quire-docs');
  write(join(quire, 'package.json'), { name: 'quire-docs', dependencies: { '@iconify-json/lucide': '^1', shiki: '^4', katex: '^0.16' } });
  write(join(project, 'node_modules', '@iconify-json', 'lucide', 'package.json'), { version: '1.2.137' });
  write(join(quire, 'node_modules', 'shiki', 'package.json'), { version: '4.6.0' });

  it('names the installed version of each, wherever npm put it', () => {
    expect(dependencyVersions(quire)).toEqual(['@iconify-json/lucide@1.2.137', 'shiki@4.6.0', 'katex@missing']);
  });

  it('changes when a dependency is upgraded alone', () => {
    const before = dependencyVersions(quire);
    write(join(project, 'node_modules', '@iconify-json', 'lucide', 'package.json'), { version: '1.2.140' });
    expect(dependencyVersions(quire)).not.toEqual(before);
  });
});
