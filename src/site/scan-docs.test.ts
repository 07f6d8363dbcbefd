import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createIgnoreMatcher } from './page-files.js';
import { OUTPUT_MARKER, scanDocs } from './scan-docs.js';

describe('.mintignore rules', () => {
  const ignored = createIgnoreMatcher('AGENTS.md\nstyles/\n/drafts\n*.tmp.mdx\ndocs/**/old.mdx\n');
  it('matches an unanchored rule at the root or after any slash, never inside a name', () => {
    expect(ignored('AGENTS.md')).toBe(true);
    expect(ignored('en/v2/AGENTS.md')).toBe(true);
    expect(ignored('en/v2/MY-AGENTS.md')).toBe(false);
    expect(ignored('en/styles/')).toBe(true);
    expect(ignored('en/styles/a.css')).toBe(true);
    expect(ignored('en/mystyles/a.css')).toBe(false);
    expect(ignored('deep/a/b/page.tmp.mdx')).toBe(true);
  });
  it('matches an anchored rule at the root only', () => {
    expect(ignored('drafts/a.mdx')).toBe(true);
    expect(ignored('en/drafts/a.mdx')).toBe(false);
    expect(ignored('docs/a/b/old.mdx')).toBe(true);
    expect(ignored('x/docs/a/old.mdx')).toBe(false);
  });
});

describe('scanDocs', () => {
  const root = mkdtempSync(join(tmpdir(), 'quire-scan-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const put = (file: string, text = 'x') => {
    mkdirSync(dirname(join(root, file)), { recursive: true });
    writeFileSync(join(root, file), text);
  };
  it('lists pages and other files with / paths, sorted; skips dot files, node_modules, ignored and built folders', async () => {
    for (const f of ['docs.json', 'index.mdx', 'b/z.md', 'b/a.mdx', 'b/c/deep.mdx', 'images/logo.png', 'AGENTS.md', 'b/AGENTS.md', '.hidden/x.mdx', 'node_modules/p/x.mdx', 'dist/page.mdx', `dist/${OUTPUT_MARKER}`, 'out/x.mdx']) put(f);
    put('.mintignore', 'AGENTS.md\n');
    const scan = await scanDocs(root, { exclude: [join(root, 'out')] });
    expect(scan.pageFiles).toEqual(['b/a.mdx', 'b/c/deep.mdx', 'b/z.md', 'index.mdx']);
    expect(scan.otherFiles).toEqual(['docs.json', 'images/logo.png']);
  });
});
