/**
 * Builds every real docs site in ../shared/corpus and ../shared/corpus-new (public repositories
 * written for docs.json) and checks what a migrating user would: exit 0 offline, every navigation
 * entry a page, no unknown Mintlify components or snippet errors, and pages showing their
 * source's prose (a sample of plain paragraphs per page). `QUIRE_CORPUS` names other folders
 * (separated by `:`). Skipped, with a message, when no corpus is next to the repository.
 */
import { existsSync, readdirSync } from 'node:fs';
import { cp, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildSite } from '../../src/build/build-site.js';
import { parseFrontmatter } from '../../src/content/frontmatter.js';
import { urlToOutputFile } from '../../src/shared/page-paths.js';

const corpora = process.env.QUIRE_CORPUS?.split(':') ?? ['corpus', 'corpus-new'].map((name) => join(import.meta.dirname, '../../../shared', name));
const sites = corpora.flatMap((corpus) =>
  existsSync(corpus) ? readdirSync(corpus).filter((d) => existsSync(join(corpus, d, 'docs.json'))).map((d) => ({ name: d, root: join(corpus, d) })) : [],
);
if (sites.length === 0) console.warn(`[corpus] skipped: no docs sites found in ${corpora.join(', ')}`);

/** Components Mintlify documents (and so real pages may use without importing them). */
const MINTLIFY_COMPONENTS = [
  'Note', 'Tip', 'Info', 'Warning', 'Check', 'Danger', 'Callout', 'Card', 'CardGroup', 'Columns', 'Column', 'Tabs', 'Tab',
  'CodeGroup', 'Steps', 'Step', 'Accordion', 'AccordionGroup', 'Expandable', 'ParamField', 'ResponseField',
  'RequestExample', 'ResponseExample', 'Frame', 'Icon', 'Tooltip', 'Update', 'Badge', 'Tree', 'Tree.Folder', 'Tree.File',
  'Panel', 'Tile', 'Mermaid', 'Banner', 'Snippet', 'Color', 'View', 'Latex', 'Prompt', 'Visibility',
];

/**
 * Plain paragraphs of a page body (their first six words): what a reader should find on the
 * built page. Skipped: code, ESM blocks, comments, JSX tags and expressions (what shows depends
 * on components), headings, lists, tables, quotes and short lines.
 */
function proseSamples(body: string, limit: number): string[] {
  const out: string[] = [];
  let inCode = false;
  let inTag = false;
  let inEsm = false;
  let inComment = false;
  let forAgents = false;
  for (const raw of body.split('\n')) {
    const line = raw.trim();
    // Content for AI agents only is in the Markdown twin, not on the page.
    if (/^<Visibility\s+for=["']agents["']/.test(line)) forAgents = true;
    if (forAgents) {
      if (line.includes('</Visibility>')) forAgents = false;
      continue;
    }
    if (line.startsWith('```') || line.startsWith('~~~')) {
      inCode = !inCode;
      continue;
    }
    if (inCode) continue;
    if (inComment) {
      if (line.includes('*/}') || line.includes('-->')) inComment = false;
      continue;
    }
    if ((line.startsWith('{/*') && !line.includes('*/}')) || (line.startsWith('<!--') && !line.includes('-->'))) {
      inComment = true;
      continue;
    }
    if (inEsm) {
      if (!line) inEsm = false;
      continue;
    }
    if (/^(import|export)\s/.test(line)) {
      inEsm = true;
      continue;
    }
    // Attributes of a JSX tag written over several lines are not prose.
    if (inTag || (line.startsWith('<') && !line.includes('>'))) {
      inTag = !line.includes('>');
      continue;
    }
    if (!line || /^(<|#|[-*+>|!{[]|\d+[.)]|:::|\$\$)/.test(line)) continue;
    if (/[{}<>$\\]/.test(line)) continue; // JSX, expressions, math, escapes: what shows depends on more
    const text = normalise(line.replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1'));
    // A link whose text began on the line before: its end is not prose either.
    if (text.includes('](')) continue;
    if (text.split(' ').length < 5) continue;
    out.push(text.split(' ').slice(0, 6).join(' '));
    if (out.length === limit) break;
  }
  return out;
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

/** Sites built with social images and search (a Chinese-language site and a small English one). */
const FULL_SITES = ['chatgpt-on-wechat', 'ollama'];

describe.skipIf(sites.length === 0)('real-world corpus', () => {
  for (const { name: site, root: source } of sites) {
    it(`builds ${site} cleanly offline`, async () => {
      const out = await mkdtemp(join(tmpdir(), `quire-corpus-${site}-`));
      try {
        // A copy: a build writes caches (OpenAPI validation) into the docs folder, and the corpus is shared.
        const root = join(out, 'docs');
        await cp(source, root, { recursive: true });
        // Social images and the search index are built for the sites named in FULL_SITES only:
        // images cost ~30 ms a page (a fifth of this file's time) and both have their own tests;
        // these two give them real titles and text (one site in Chinese). Rendered in this
        // process (`workers: 0`): render processes each load the renderer again, ~27 % more CPU
        // on alterhq (26.3 → 19.2 user-s); build-cache-workers.test covers the render pool.
        const full = FULL_SITES.some((name) => site.includes(name));
        const result = await buildSite({ root, out: join(out, 'site'), offline: true, cache: false, ogImages: full, search: full, workers: 0 });
        const errors = result.diagnostics.filter((d) => d.severity === 'error');
        expect(errors.map((d) => `${d.file}:${d.line ?? ''} ${d.message}`)).toEqual([]);
        expect(result.ok).toBe(true);

        // Every Mintlify component must be known. Names Mintlify does not have either (a page
        // using a snippet it never imported, a typo) stay warnings: the page is broken upstream.
        const unknown = result.diagnostics.filter((d) => d.code === 'content/unknown-component');
        const mintlifyNamed = unknown.filter((d) => MINTLIFY_COMPONENTS.some((name) => d.message.includes(`<${name}>`)));
        expect(mintlifyNamed.map((d) => `${d.file}: ${d.message}`)).toEqual([]);
        const snippets = result.diagnostics.filter((d) => d.code.startsWith('content/snippet') && d.severity === 'error');
        expect(snippets.map((d) => `${d.file}: ${d.message}`)).toEqual([]);

        const site_ = result.loaded!.site;
        const listed = site_.pages.filter((p) => !p.orphan);
        expect(listed.length).toBeGreaterThan(0);
        for (const page of site_.pages) expect(existsSync(join(out, 'site', urlToOutputFile(page.path))), page.path).toBe(true);

        // A sample of MDX pages (every third, up to 60) shows up to three plain paragraphs of its source.
        const sample = listed.filter((p) => p.source.kind === 'mdx').filter((_, i) => i % 3 === 0).slice(0, 60);
        const missing: string[] = [];
        let checked = 0;
        for (const page of sample) {
          if (page.source.kind !== 'mdx') continue;
          const text = await readFile(join(root, page.source.file), 'utf8');
          const expected = proseSamples(parseFrontmatter(text, page.source.file).body, 3);
          if (expected.length === 0) continue;
          const html = textOf(await readFile(join(out, 'site', urlToOutputFile(page.path)), 'utf8'));
          for (const words of expected) {
            if (!html.includes(words)) missing.push(`${page.path}: "${words}"`);
            checked++;
          }
        }
        expect(missing).toEqual([]);
        expect(checked).toBeGreaterThan(0);

        // With social images on, every sampled page names its own PNG and the PNG is there;
        // with search on, the index is written.
        if (full) {
          expect(existsSync(join(out, 'site', 'pagefind', 'quire-shards.json'))).toBe(true);
          for (const page of sample) {
            const head = await readFile(join(out, 'site', urlToOutputFile(page.path)), 'utf8');
            const image = /<meta property="og:image" content="[^"]*?(\/_quire\/og\/[^"]+\.png)"/.exec(head)?.[1];
            expect(image, page.path).toBeDefined();
            expect(existsSync(join(out, 'site', decodeURI(image!))), image).toBe(true);
          }
        }
      } finally {
        await rm(out, { recursive: true, force: true });
      }
    }, 300_000);
  }
});
