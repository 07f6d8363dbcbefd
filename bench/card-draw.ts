/**
 * Social cards drawn in one process, as a render process draws them (Quire's own layout and
 * drawing, no cache), from the titles and descriptions of a docs folder's MDX pages, with the
 * name, accent, appearance, logo and background its docs.json gives (as a build would):
 *
 *   npx tsx bench/card-draw.ts <docs folder> [cards=1000] [rounds=2]
 *
 * Prints the wall time of each round over the same cards (the first round shapes and rasterises
 * what the later ones find kept) and the process's RSS after the last. The cards of a whole
 * build are hidden in its noise; this isolates them (bench/RESULTS.md, "Run of 2026-12-07 (eighth)").
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseFrontmatter } from '../src/content/frontmatter.js';
import { cardAccent, type OgCardInput } from '../src/render/og-card.js';
import { ogCardImages, renderOgImage } from '../src/build/og-image.js';
import type { DocsConfig } from '../src/config/docs-config-schema.js';

const [root, countArg = '1000', roundsArg = '2'] = process.argv.slice(2);
if (!root || !existsSync(root)) {
  console.error(`${root ? `no folder ${root}; ` : ''}usage: npx tsx bench/card-draw.ts <docs folder> [cards=1000] [rounds=2]`);
  process.exit(2);
}

function* mdxFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name.startsWith('.') || entry.name === 'node_modules') continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* mdxFiles(path);
    else if (entry.name.endsWith('.mdx')) yield path;
  }
}

// The site's own card settings when its docs.json reads; else a plain light card.
let config: Partial<DocsConfig> = {};
try {
  config = JSON.parse(readFileSync(join(root, 'docs.json'), 'utf8')) as Partial<DocsConfig>;
} catch {}
const images = await ogCardImages(root, { logo: config.logo, thumbnails: config.thumbnails } as Pick<DocsConfig, 'logo' | 'thumbnails'>);
const site = {
  siteName: typeof config.name === 'string' ? config.name : 'Bench Docs',
  appearance: config.thumbnails?.appearance === 'dark' ? ('dark' as const) : ('light' as const),
  accent: config.colors?.primary ? cardAccent(config as Pick<DocsConfig, 'colors' | 'thumbnails'>) : '#16a34a',
  ...images,
};
const cards: OgCardInput[] = [];
for (const file of mdxFiles(root)) {
  if (cards.length >= Number(countArg)) break;
  const { data } = parseFrontmatter(readFileSync(file, 'utf8'), file);
  const title = typeof data.title === 'string' ? data.title : file.slice(root.length + 1, -4);
  const description = typeof data.description === 'string' ? data.description : undefined;
  const eyebrow = file.split('/').at(-2);
  cards.push({ title, ...(description && { description }), ...(eyebrow && { eyebrow }), ...site });
}
if (!cards.length) {
  console.error(`no .mdx pages under ${root}`);
  process.exit(1);
}

// The fonts, HarfBuzz and the drawing modules load with the first card, as in a render process.
await renderOgImage(cards[0]!);
for (let round = 1; round <= Number(roundsArg); round++) {
  const started = performance.now();
  for (const card of cards) await renderOgImage(card);
  const ms = performance.now() - started;
  console.log(`round ${round}: ${cards.length} cards in ${ms.toFixed(0)} ms (${(ms / cards.length).toFixed(2)} ms a card)`);
}
console.log(`RSS after: ${(process.memoryUsage().rss / 1e6).toFixed(0)} MB (site ${site.siteName}, ${site.appearance}${site.logo ? ', logo' : ''}${site.background ? ', background image' : ''})`);
