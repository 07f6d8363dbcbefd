import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildSite } from '../src/build/build-site.js';
import { startHarness } from './helpers/dev-harness.js';
import { baseConfig, tempDocsPerFile } from './helpers/temp-docs.js';

const docs = tempDocsPerFile(afterAll);

/** 30 groups of 5 pages: more than a page lists in full (navigation/compact-sidebar.ts). */
function largeSite(): Record<string, string | object> {
  const groups = Array.from({ length: 30 }, (_, g) => ({ group: `Group ${g}`, pages: Array.from({ length: 5 }, (_, p) => `big/g${g}/p${p}`) }));
  const files: Record<string, string | object> = {
    'docs.json': { ...baseConfig, navigation: { tabs: [{ tab: 'Big', groups }, { tab: 'Small', pages: ['small'] }] } },
    'small.mdx': '---\ntitle: Small\n---\n',
  };
  for (const g of groups) for (const p of g.pages) files[`${p}.mdx`] = `---\ntitle: ${p}\n---\n\nText.\n`;
  return files;
}

describe('large sections in the output', () => {
  it('the build writes one full-sidebar fragment per large section, under the base path', async () => {
    const root = await docs(largeSite());
    const out = join(root, 'dist');
    const result = await buildSite({ root, out, base: '/docs/', search: false, ogImages: false });
    expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    const fragment = await readFile(join(out, '_quire/nav/0.html'), 'utf8');
    expect(fragment).toMatch(/^<div class="nav-tree"><ul class="nav-list nav-top">/);
    expect(fragment.match(/class="nav-link"/g)).toHaveLength(150);
    expect(fragment).toContain('href="/docs/big/g29/p4"');
    await expect(readFile(join(out, '_quire/nav/1.html'), 'utf8')).rejects.toThrow(/ENOENT/);
    const page = await readFile(join(out, 'big/g3/p1/index.html'), 'utf8');
    // The client prefixes the base (from quire:base) when it fetches the fragment.
    expect(page).toContain('<div class="nav-tree" data-nav-src="/_quire/nav/0.html">');
    expect(page).toContain('<meta name="quire:base" content="/docs">');
    expect(page).toContain('<a class="nav-link nav-stub" href="/docs/big/g4/p0">Group 4</a>');
    expect(page).not.toContain('/big/g4/p1"');
  });

  it('quire dev serves the same fragment', async () => {
    const root = await docs(largeSite());
    const out = join(root, 'dist');
    await buildSite({ root, out, search: false, ogImages: false });
    const built = await readFile(join(out, '_quire/nav/0.html'), 'utf8');
    const h = await startHarness(root);
    try {
      const served = await h.get('/_quire/nav/0.html');
      expect([served.status, served.type]).toEqual([200, 'text/html; charset=utf-8']);
      expect(served.text).toBe(built);
      expect((await h.get('/_quire/nav/1.html')).status).toBe(404);
    } finally {
      await h.close();
    }
  });
});
