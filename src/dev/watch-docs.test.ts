import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { watchDocs, type DocsWatcher } from './watch-docs.js';

/** Inotify watches this process holds (Linux), from /proc/self/fdinfo. */
function inotifyWatches(): number {
  let total = 0;
  for (const fd of readdirSync('/proc/self/fdinfo')) {
    try {
      total += (readFileSync(`/proc/self/fdinfo/${fd}`, 'utf8').match(/^inotify wd:/gm) ?? []).length;
    } catch {
      // closed meanwhile
    }
  }
  return total;
}

describe.each([
  ['per folder', true],
  ['native recursive', false],
])('watchDocs (%s)', (_name, perFolder) => {
  // Node 20's recursive watch on Linux loses renamed-over files: only the per-folder one is held to it.
  const linuxRecursive = !perFolder && process.platform === 'linux';
  let root: string;
  let watcher: DocsWatcher | undefined;
  let batches: string[][] = [];
  afterEach(async () => {
    watcher?.close();
    await rm(root, { recursive: true, force: true });
  });

  const start = async (files: Record<string, string>) => {
    root = await mkdtemp(join(tmpdir(), 'quire-watch-'));
    for (const [f, text] of Object.entries(files)) {
      mkdirSync(join(root, f, '..'), { recursive: true });
      writeFileSync(join(root, f), text);
    }
    batches = [];
    watcher = watchDocs(root, { exclude: [join(root, 'dist')], debounceMs: 20, perFolder, onChange: (files) => batches.push(files) });
    await watcher.ready;
    await new Promise((r) => setTimeout(r, 50));
  };
  /** Files reported since the last call, once things are quiet. */
  const seen = async () => {
    await new Promise((r) => setTimeout(r, 150));
    const all = new Set(batches.flat());
    batches = [];
    return [...all].sort();
  };

  it.skipIf(linuxRecursive)('keeps seeing a page after an editor saved it by renaming a temp file over it', async () => {
    await start({ 'docs.json': '{}', 'guides/page.mdx': 'v1' });
    writeFileSync(join(root, 'guides/.page.mdx.swp'), 'v2');
    renameSync(join(root, 'guides/.page.mdx.swp'), join(root, 'guides/page.mdx'));
    expect(await seen()).toEqual(['guides/page.mdx']);
    writeFileSync(join(root, 'guides/page.mdx'), 'v3');
    expect(await seen()).toEqual(['guides/page.mdx']);
    writeFileSync(join(root, 'guides/page.mdx'), 'v4');
    expect(await seen()).toEqual(['guides/page.mdx']);
  });

  it.skipIf(linuxRecursive)('reports folders that arrive whole or leave, and watches what arrives', async () => {
    await start({ 'docs.json': '{}', 'old/a.mdx': 'a', 'old/deep/b.png': 'b' });
    // A folder prepared outside and moved in (a checkout, an unzip).
    const outside = await mkdtemp(join(tmpdir(), 'quire-watch-out-'));
    mkdirSync(join(outside, 'new/sub'), { recursive: true });
    writeFileSync(join(outside, 'new/c.mdx'), 'c');
    writeFileSync(join(outside, 'new/sub/d.svg'), 'd');
    renameSync(join(outside, 'new'), join(root, 'new'));
    expect(await seen()).toEqual(['new', 'new/c.mdx', 'new/sub/d.svg']);
    writeFileSync(join(root, 'new/sub/d.svg'), 'd2');
    expect(await seen()).toEqual(['new/sub/d.svg']);
    // A folder moved away reports what it held.
    renameSync(join(root, 'old'), join(outside, 'old'));
    expect(await seen()).toEqual(expect.arrayContaining(['old', 'old/a.mdx', 'old/deep/b.png']));
    rmSync(join(root, 'new'), { recursive: true });
    expect(await seen()).toEqual(expect.arrayContaining(['new', 'new/c.mdx', 'new/sub/d.svg']));
    await rm(outside, { recursive: true, force: true });
  });

  it('ignores dot files, node_modules and the output folder; reports .mintignore', async () => {
    await start({ 'docs.json': '{}', 'dist/index.html': 'x', 'node_modules/x/i.js': 'x' });
    writeFileSync(join(root, 'dist/index.html'), 'y');
    writeFileSync(join(root, 'node_modules/x/i.js'), 'y');
    mkdirSync(join(root, '.git'));
    writeFileSync(join(root, '.git/HEAD'), 'y');
    writeFileSync(join(root, '.env'), 'y');
    writeFileSync(join(root, '.mintignore'), 'drafts/');
    writeFileSync(join(root, 'docs.json'), '{"a":1}');
    expect(await seen()).toEqual(['.mintignore', 'docs.json']);
  });

  it.skipIf(process.platform !== 'linux' || !perFolder)('uses one inotify watch per folder, not per file', async () => {
    const files: Record<string, string> = {};
    for (let d = 0; d < 5; d++) for (let i = 0; i < 200; i++) files[`d${d}/f${i}.txt`] = 'x';
    const before = inotifyWatches();
    await start(files);
    expect(inotifyWatches() - before).toBeLessThanOrEqual(6);
  });
});
