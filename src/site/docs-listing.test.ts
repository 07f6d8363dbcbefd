import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startDocsListing } from './docs-listing.js';
import { excludedPaths, OUTPUT_MARKER, SKIPPED_DIRS, scanDocs } from './scan-docs.js';

describe('a docs folder listed on a worker thread', () => {
  const root = mkdtempSync(join(tmpdir(), 'quire-listing-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const put = (file: string, text = 'x') => {
    mkdirSync(dirname(join(root, file)), { recursive: true });
    writeFileSync(join(root, file), text);
  };
  const list = (exclude: string[], timesOf?: string) =>
    startDocsListing(root, { marker: OUTPUT_MARKER, skipped: [...SKIPPED_DIRS], excluded: excludedPaths(root, exclude), ...(timesOf && { timesOf }) });

  it('gives the scan the walk gives: dot entries, node_modules, built folders, excluded paths and .mintignore left out', async () => {
    for (const f of ['docs.json', 'index.mdx', 'b/z.md', 'b/a.mdx', 'b/c/deep.mdx', 'images/logo.png', 'AGENTS.md', 'b/AGENTS.md', '.hidden/x.mdx', 'node_modules/p/x.mdx', 'dist/page.mdx', `dist/${OUTPUT_MARKER}`, 'out/x.mdx', 'drafts/one.mdx', 'drafts/deeper/two.mdx', 'en/drafts/kept.mdx', 'b/old.tmp.mdx']) put(f);
    put('.mintignore', 'AGENTS.md\n/drafts/\n*.tmp.mdx\n');
    const exclude = [join(root, 'out')];
    const walked = await scanDocs(root, { exclude });
    const listing = await list(exclude, '\\.mdx?$');
    expect(listing).toBeDefined();
    const listed = await scanDocs(root, { exclude, listing: listing! });
    expect(walked.pageFiles).toEqual(['b/a.mdx', 'b/c/deep.mdx', 'b/z.md', 'en/drafts/kept.mdx', 'index.mdx']);
    expect(listed.pageFiles).toEqual(walked.pageFiles);
    expect(listed.otherFiles).toEqual(walked.otherFiles);
  });

  it('takes the size and times of the files asked for, as a stat gives them', async () => {
    put('sized.mdx', 'twelve bytes');
    const listing = await list([], '\\.mdx?$');
    const stat = statSync(join(root, 'sized.mdx'));
    expect(listing?.times.get('sized.mdx')).toEqual({ size: 12, mtimeMs: stat.mtimeMs, ctimeMs: stat.ctimeMs });
    expect(listing?.times.has('docs.json')).toBe(false);
    expect((await list([]))?.times.size).toBe(0);
  });

  it('lists a folder that is gone as empty, as the walk does', async () => {
    expect(await startDocsListing(join(root, 'no-such-folder', 'x'), { marker: OUTPUT_MARKER, skipped: [], excluded: [] })).toEqual({ files: [], times: new Map() });
    put('a-file');
    expect(await startDocsListing(join(root, 'a-file'), { marker: OUTPUT_MARKER, skipped: [], excluded: [] })).toEqual({ files: [], times: new Map() });
  });
});
