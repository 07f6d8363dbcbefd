import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { isFileRange, readFileRange, type FileRange, type TextPart } from '../io/file-range.js';
import type { Page, SiteModel } from '../shared/site-model.js';
import { llmsFullReuse, type LlmsFullSpans } from './llms-full-reuse.js';
import { llmsFullTxt, type LlmsSection } from './llms-txt.js';

const page = (path: string) => ({ path }) as unknown as Page;
const site = { name: 'Ünïcode Docs' } as unknown as SiteModel;
const pages = Array.from({ length: 40 }, (_, i) => page(`/p${i}`));
const sections: LlmsSection[] = [
  { title: 'A', links: pages.slice(0, 25).map((p) => ({ title: p.path, url: `${p.path}.md`, page: p })) },
  { title: 'B', links: [{ title: 'out', url: 'https://example.com' }, ...pages.slice(25).map((p) => ({ title: p.path, url: `${p.path}.md`, page: p }))] },
];

/** The text the parts make, and how many of them were ranges of a file. */
async function text(parts: AsyncIterable<TextPart>, ranges: FileRange[] = []): Promise<string> {
  const bytes: Buffer[] = [];
  for await (const part of parts) {
    if (isFileRange(part)) ranges.push(part);
    bytes.push(typeof part === 'string' ? Buffer.from(part) : isFileRange(part) ? readFileRange(part) : Buffer.from(part));
  }
  return Buffer.concat(bytes).toString('utf8');
}

let dir: string | undefined;
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('llms-full.txt from the previous one', () => {
  it('copies unchanged pages from the previous file, reads the rest, and writes what a fresh run writes', async () => {
    dir = mkdtempSync(join(tmpdir(), 'quire-llms-full-'));
    const file = join(dir, 'llms-full.txt');
    // Multi-byte text, so byte spans and string lengths differ; one page has no Markdown at all.
    let markdown = new Map(pages.map((p, i) => [p.path, i === 7 ? '' : `# Päge ${i} — ✓\n\n${'text '.repeat(i * 50)}`]));
    const first = llmsFullReuse({ unchanged: () => false });
    const url = (p: Page) => `https://docs.example${p.path}`;
    const firstText = await text(llmsFullTxt(site, 'Déscription', sections, (p) => markdown.get(p.path), url, first.pieces));
    writeFileSync(file, firstText);
    const spans = first.spans() as LlmsFullSpans;
    expect(spans.size).toBe(Buffer.byteLength(firstText));
    expect(Object.keys(spans.pages)).toHaveLength(39);

    markdown = new Map(markdown).set('/p3', '# Edited\n\nNew text ✓');
    const read: string[] = [];
    const second = llmsFullReuse({ previousFile: file, previous: spans, unchanged: (p) => p.path !== '/p3' });
    const reading = (p: Page) => {
      read.push(p.path);
      return markdown.get(p.path);
    };
    const ranges: FileRange[] = [];
    const secondText = await text(llmsFullTxt(site, 'Déscription', sections, reading, url, second.pieces), ranges);
    second.close();
    // The unchanged pages went out as ranges of the previous file, each run of them as one:
    // p0–p2 and p4–p39 (the edited page breaks the run; p7, without text in either file, does not).
    expect(ranges.map((r) => [r.start, r.length])).toEqual([
      [spans.pages['/p0']![0], spans.pages['/p3']![0] - spans.pages['/p0']![0]],
      [spans.pages['/p4']![0], spans.size - spans.pages['/p4']![0]],
    ]);
    const fresh = await text(llmsFullTxt(site, 'Déscription', sections, (p) => markdown.get(p.path), url));
    expect(secondText).toBe(fresh);
    expect(secondText).toContain('# Edited');
    // Only the edited page and the one that had no text were read.
    expect(read).toEqual(['/p3', '/p7']);
    expect(second.spans()?.size).toBe(Buffer.byteLength(fresh));
  });

  it('uses nothing of a previous file whose size is not the recorded one', async () => {
    dir = mkdtempSync(join(tmpdir(), 'quire-llms-full-'));
    const file = join(dir, 'llms-full.txt');
    writeFileSync(file, 'edited by hand');
    const reuse = llmsFullReuse({ previousFile: file, previous: { size: 999, pages: { '/p0': [0, 5] } }, unchanged: () => true });
    expect(reuse.pieces.previous(page('/p0'))).toBeUndefined();
    reuse.close();
  });
});
