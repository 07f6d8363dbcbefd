import { spawn, execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../helpers/run-cli.js';
import { baseConfig } from '../helpers/temp-docs.js';

const BIN = fileURLToPath(new URL('../../bin/quire.js', import.meta.url));
const PAGES = 300;
let sandbox: string;

beforeAll(async () => {
  sandbox = await mkdtemp(join(tmpdir(), 'quire-faults-'));
});
afterAll(async () => rm(sandbox, { recursive: true, force: true }));

/** A generated site of `PAGES` pages in 10 groups; `revision` changes every page's text. */
async function writeBigSite(root: string, revision: number): Promise<void> {
  const groups = Array.from({ length: 10 }, (_, g) => ({ group: `Group ${g}`, pages: Array.from({ length: PAGES / 10 }, (_, i) => `g${g}/page-${i}`) }));
  groups[0]!.pages.unshift('index');
  await mkdir(root, { recursive: true });
  await writeFile(join(root, 'docs.json'), JSON.stringify({ ...baseConfig, navigation: { groups } }));
  await writeFile(join(root, 'index.mdx'), `# Home r${revision}\n`);
  for (let g = 0; g < 10; g++) {
    await mkdir(join(root, `g${g}`), { recursive: true });
    for (let i = 0; i < PAGES / 10; i++) {
      await writeFile(join(root, `g${g}/page-${i}.mdx`), `---\ntitle: Page ${g}.${i} r${revision}\n---\n\n## Part\n\nText ${'lorem ipsum '.repeat(40)}\n\n\`\`\`js\nconst x = ${i};\n\`\`\`\n\n<Note>note ${revision}</Note>\n`);
    }
  }
}

/** path → sha256 of every file under `dir`. */
async function snapshot(dir: string): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const e of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (e.isFile()) out[relative(dir, join(e.parentPath, e.name))] = createHash('sha256').update(await readFile(join(e.parentPath, e.name))).digest('hex');
  }
  return out;
}

function build(root: string, out: string): Promise<{ code: number | null; signal: NodeJS.Signals | null; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [BIN, 'build', root, '--out', out, '--no-search', '--no-og-images'], { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (d) => (stderr += d));
    child.on('exit', (code, signal) => resolve({ code, signal, stderr }));
  });
}

/** Number of page files already written into the build's temporary folder. */
async function pagesWritten(parent: string): Promise<number> {
  const tmp = (await readdir(parent)).find((n) => n.startsWith('.out.quire-tmp-'));
  if (!tmp) return 0;
  try {
    return (await readdir(join(parent, tmp), { recursive: true })).filter((f) => String(f).endsWith('index.html')).length;
  } catch {
    return 0;
  }
}

describe('a build killed mid-way leaves the previous output as it was', () => {
  let base: string;
  let root: string;
  let out: string;
  let before: Record<string, string>;

  beforeAll(async () => {
    base = join(sandbox, 'killed');
    root = join(base, 'docs');
    out = join(base, 'out');
    await writeBigSite(root, 1);
    const first = await build(root, out);
    expect(first.code, first.stderr).toBe(0);
    before = await snapshot(out);
    expect(Object.keys(before).length).toBeGreaterThan(PAGES);
  }, 180_000);

  let revision = 1;
  it.each(['SIGKILL', 'SIGTERM', 'SIGINT'] as const)('%s after some pages were written', async (signal) => {
    // A new text each time, so every page is rendered again (an unchanged one is kept in place).
    await writeBigSite(root, ++revision);
    const child = spawn(process.execPath, [BIN, 'build', root, '--out', out, '--no-search', '--no-og-images'], { stdio: 'ignore' });
    const exited = new Promise<void>((r) => child.on('exit', () => r()));
    let written = 0;
    const deadline = Date.now() + 60_000;
    // Kill once pages are being written (not before the temp folder exists, not after the swap).
    while (Date.now() < deadline && (written = await pagesWritten(base)) < 20 && child.exitCode === null) await new Promise((r) => setTimeout(r, 5));
    child.kill(signal);
    await exited;
    expect(written, 'the build finished before it could be killed; make the site bigger').toBeGreaterThanOrEqual(20);
    expect(await snapshot(out)).toEqual(before);

    // The next build succeeds, replaces the output and removes what the killed build left.
    const next = await build(root, out);
    expect(next.code, next.stderr).toBe(0);
    expect(await readFile(join(out, 'index.html'), 'utf8')).toContain(`Home r${revision}`);
    expect((await readdir(base)).filter((n) => n.includes('.quire-'))).toEqual([]);
    before = await snapshot(out);
  }, 120_000);
});

describe('output folder faults give a clear message and keep the previous output', () => {
  const site = async (name: string) => {
    const root = join(sandbox, name, 'docs');
    await mkdir(root, { recursive: true });
    await writeFile(join(root, 'docs.json'), JSON.stringify({ ...baseConfig, navigation: { pages: ['index'] } }));
    await writeFile(join(root, 'index.mdx'), `# Home\n\n${'Some text. '.repeat(2000)}\n`);
    return root;
  };

  it('an output folder that cannot be created (its parent is a file)', async () => {
    const root = await site('notdir');
    await writeFile(join(sandbox, 'notdir', 'file'), 'x');
    const r = await runCli('build', root, '--out', join(sandbox, 'notdir', 'file', 'dist'), '--no-search');
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/error cannot write the output folder .*file\/dist: ENOTDIR/);
  });

  it('a read-only output parent (chmod; skipped as root, where chmod does not block)', async (ctx) => {
    if (process.getuid?.() === 0) ctx.skip();
    const root = await site('readonly');
    const parent = join(sandbox, 'readonly', 'ro');
    await mkdir(parent);
    execFileSync('chmod', ['555', parent]);
    const r = await runCli('build', root, '--out', join(parent, 'dist'), '--no-search');
    execFileSync('chmod', ['755', parent]);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/cannot write the output folder .*: EACCES/);
  });

  it('a full disk (64 kB tmpfs; skipped where mounting is not allowed)', async (ctx) => {
    const root = await site('full');
    const mnt = join(sandbox, 'full', 'mnt');
    await mkdir(mnt);
    try {
      execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=64k', 'tmpfs', mnt], { stdio: 'ignore' });
    } catch {
      ctx.skip();
    }
    try {
      await mkdir(join(mnt, 'dist'));
      await writeFile(join(mnt, 'dist', 'index.html'), 'previous');
      const r = await runCli('build', root, '--out', join(mnt, 'dist'), '--no-search');
      expect(r.code).toBe(1);
      expect(r.stderr).toMatch(/cannot write the output folder .*ENOSPC.*disk is full/);
      expect(r.stderr).not.toMatch(/internal error/);
      expect(await readFile(join(mnt, 'dist', 'index.html'), 'utf8')).toBe('previous');
      expect((await readdir(mnt)).filter((n) => n.includes('quire-'))).toEqual([]);
    } finally {
      execFileSync('umount', [mnt]);
    }
  });
});

describe('large inputs complete', () => {
  it('a page with a 5 MB code block', async () => {
    const root = join(sandbox, 'bigcode');
    await mkdir(root, { recursive: true });
    await writeFile(join(root, 'docs.json'), JSON.stringify({ ...baseConfig, navigation: { pages: ['index'] } }));
    const code = 'const value = "some string"; // a comment\n'.repeat(Math.ceil((5 * 1024 * 1024) / 42));
    await writeFile(join(root, 'index.mdx'), `# Big\n\n\`\`\`js\n${code}\`\`\`\n`);
    const started = Date.now();
    const r = await runCli('build', root, '--out', join(sandbox, 'bigcode-out'), '--no-search');
    expect(r.stderr).not.toMatch(/internal error/);
    expect(r.code, r.stderr).toBe(0);
    expect((await readFile(join(sandbox, 'bigcode-out', 'index.html'), 'utf8')).length).toBeGreaterThan(5_000_000);
    // Was 85 s and 1.6 GB before blocks over 500 kB skipped grammar highlighting.
    expect(Date.now() - started).toBeLessThan(60_000);
  }, 180_000);

  it('a folder with 20,000 non-page files', async () => {
    const root = join(sandbox, 'manyfiles');
    await mkdir(join(root, 'assets'), { recursive: true });
    await writeFile(join(root, 'docs.json'), JSON.stringify({ ...baseConfig, navigation: { pages: ['index'] } }));
    await writeFile(join(root, 'index.mdx'), '# Many\n');
    for (let d = 0; d < 20; d++) {
      await mkdir(join(root, 'assets', `d${d}`));
      await Promise.all(Array.from({ length: 1000 }, (_, i) => writeFile(join(root, 'assets', `d${d}`, `f${i}.txt`), `${d}-${i}`)));
    }
    const r = await runCli('build', root, '--out', join(sandbox, 'manyfiles-out'), '--no-search');
    expect(r.code, r.stderr).toBe(0);
    expect(existsSync(join(sandbox, 'manyfiles-out', 'assets', 'd19', 'f999.txt'))).toBe(true);
  }, 180_000);
});


