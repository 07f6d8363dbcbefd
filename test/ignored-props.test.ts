import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildSite } from '../src/build/build-site.js';
import { baseConfig, tempDocsPerFile } from './helpers/temp-docs.js';

/**
 * `<Card type="info">`, as API-reference generators write it: Mintlify has no such prop and draws
 * a plain card. Quire draws the same card and says, once per page, that the prop does nothing.
 */
const docs = tempDocsPerFile(afterAll);

describe('props that have no effect', () => {
  it('Card type: the card is drawn, one located warning per page with the count and a hint', async () => {
    const root = await docs({
      'docs.json': { ...baseConfig, navigation: { pages: ['index', 'plain'] } },
      'index.mdx': '---\ntitle: Tools\n---\n\nIntro.\n\n<Card type="info">\n**Attributes**\n</Card>\n\n<Card title="Second" type="info">\nMore.\n</Card>\n',
      'plain.mdx': '---\ntitle: Plain\n---\n\n<Card title="Fine">No type.</Card>\n',
    });
    const out = join(root, 'dist');
    const result = await buildSite({ root, out, search: false, offline: true });
    expect(result.ok).toBe(true);
    const shown = result.diagnostics.filter((d) => d.code === 'content/ignored-prop').map((d) => `${d.file}:${d.line}:${d.column} ${d.message} | ${d.hint}`);
    expect(shown).toEqual([
      'index.mdx:7:7 `type` on <Card> has no effect (2 times on this page): it is ignored | Mintlify documents no `type` for <Card> and draws a plain card, as Quire does; remove the prop, or use a callout (`<Info>`, `<Note>`, `<Warning>`) for a coloured box',
    ]);
    const html = await readFile(join(out, 'index.html'), 'utf8');
    expect(html).toContain('<strong>Attributes</strong>');
    expect(html).toMatch(/class="card[^"]*"[\s\S]*?Second/);
  });
});
