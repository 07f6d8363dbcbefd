/**
 * Builds every real docs site in ../shared/corpus (public repositories written for docs.json)
 * and checks what a migrating user would: exit 0 offline, every navigation entry a page, no
 * unknown components or unresolved snippets, and pages showing their source's text.
 * Skipped, with a message, when the corpus is not next to the repository.
 */
import { existsSync, readdirSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildSite } from '../../src/build/build-site.js';
import { parseFrontmatter } from '../../src/content/frontmatter.js';
import { urlToOutputFile } from '../../src/shared/page-paths.js';

const corpus = process.env.QUIRE_CORPUS ?? join(import.meta.dirname, '../../../shared/corpus');
const sites = existsSync(corpus) ? readdirSync(corpus).filter((d) => existsSync(join(corpus, d, 'docs.json'))) : [];
if (sites.length === 0) console.warn(`[corpus] skipped: no docs sites found in ${corpus}`);

/** Components Mintlify documents (and so real pages may use without importing them). */
const MINTLIFY_COMPONENTS = [
  'Note', 'Tip', 'Info', 'Warning', 'Check', 'Danger', 'Callout', 'Card', 'CardGroup', 'Columns', 'Column', 'Tabs', 'Tab',
  'CodeGroup', 'Steps', 'Step', 'Accordion', 'AccordionGroup', 'Expandable', 'ParamField', 'ResponseField',
  'RequestExample', 'ResponseExample', 'Frame', 'Icon', 'Tooltip', 'Update', 'Badge', 'Tree', 'Tree.Folder', 'Tree.File',
  'Panel', 'Tile', 'Mermaid', 'Banner', 'Snippet', 'Color', 'View', 'Latex', 'Prompt',
];

/** The first line of prose of a page body: what a reader should find on the built page. */
function firstParagraph(body: string): string | undefined {
  let inCode = false;
  let inTag = false;
  for (const raw of body.split('\n')) {
    const line = raw.trim();
    if (line.startsWith('```')) inCode = !inCode;
    // Attributes of a JSX tag written over several lines are not prose.
    if (!inCode && (inTag || (line.startsWith('<') && !line.includes('>')))) {
      inTag = !line.includes('>');
      continue;
    }
    if (inCode || !line || /^(import|export|<|#|[-*>|!{\[]|\d+\.|:::|<!--)/.test(line)) continue;
    if (/[{}<>]/.test(line)) continue; // JSX or expressions: what shows depends on components
    const text = normalise(line.replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1'));
    if (text.split(' ').length < 4) continue;
    return text.split(' ').slice(0, 6).join(' ');
  }
  return undefined;
}

/** Markdown emphasis marks and spacing differ between source and page; compare words only. */
const normalise = (text: string) => text.replace(/[*_`~]/g, '').replace(/\s+/g, ' ').trim();

const textOf = (html: string) =>
  normalise(html
    .replace(/<script[\s\S]*?<\/script>|<style[\s\S]*?<\/style>/g, ' ')
    .replace(/<[^>]+>/g, '')
    .replace(/&#x27;|&#39;|&apos;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&nbsp;/g, ' '));

describe.skipIf(sites.length === 0)('real-world corpus', () => {
  for (const site of sites) {
    it(`builds ${site} cleanly offline`, async () => {
      const out = await mkdtemp(join(tmpdir(), `quire-corpus-${site}-`));
      try {
        const root = join(corpus, site);
        // No render cache: it would be written into the shared corpus folder (node_modules/.cache).
        const result = await buildSite({ root, out: join(out, 'site'), offline: true, cache: false });
        const errors = result.diagnostics.filter((d) => d.severity === 'error');
        expect(errors.map((d) => `${d.file}:${d.line ?? ''} ${d.message}`)).toEqual([]);
        expect(result.ok).toBe(true);

        // Every Mintlify component must be known. Names Mintlify does not have either (a page
        // using a snippet it never imported, a typo) stay warnings: the page is broken upstream.
        const unknown = result.diagnostics.filter((d) => d.code === 'content/unknown-component');
        const mintlifyNamed = unknown.filter((d) => MINTLIFY_COMPONENTS.some((name) => d.message.includes(`<${name}>`)));
        expect(mintlifyNamed.map((d) => `${d.file}: ${d.message}`)).toEqual([]);
        const snippets = result.diagnostics.filter((d) => d.code.startsWith('content/snippet'));
        expect(snippets.map((d) => `${d.file}: ${d.message}`)).toEqual([]);

        const site_ = result.loaded!.site;
        const listed = site_.pages.filter((p) => !p.orphan);
        expect(listed.length).toBeGreaterThan(0);
        for (const page of site_.pages) expect(existsSync(join(out, 'site', urlToOutputFile(page.path))), page.path).toBe(true);

        // A sample of MDX pages shows the first line of prose of its source.
        const sample = listed.filter((p) => p.source.kind === 'mdx').filter((_, i) => i % 7 === 0).slice(0, 25);
        let checked = 0;
        for (const page of sample) {
          if (page.source.kind !== 'mdx') continue;
          const source = await readFile(join(root, page.source.file), 'utf8');
          const expected = firstParagraph(parseFrontmatter(source, page.source.file).body);
          if (!expected) continue;
          const html = textOf(await readFile(join(out, 'site', urlToOutputFile(page.path)), 'utf8'));
          expect(html, `${page.path} should show "${expected}"`).toContain(expected);
          checked++;
        }
        expect(checked).toBeGreaterThan(0);
      } finally {
        await rm(out, { recursive: true, force: true });
      }
    }, 300_000);
  }
});
