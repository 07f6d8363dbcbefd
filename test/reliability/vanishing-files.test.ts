import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildSite, type BuildOptions } from '../../src/build/build-site.js';
import { loadSite } from '../../src/site/load-site.js';
import type { BuildPhase } from '../../src/build/progress.js';
import { scanDocs } from '../../src/site/scan-docs.js';
import type { Diagnostic } from '../../src/diagnostics/quire-error.js';
import { runCli } from '../helpers/run-cli.js';
import { baseConfig } from '../helpers/temp-docs.js';

/**
 * Files that vanish or change while a build runs. Two injection points, both real file-system
 * changes at a known moment: `afterScan` (a wrapper around scanDocs, below) runs after the docs
 * folder was listed and before any file is read; `onPhase` (the build's own progress callback)
 * runs when rendering starts (every page and spec already read) and just before static files
 * are copied; `beforeReaddir` (a wrapper around fs readdir and readdirSync) runs as the scan lists a folder.
 * Then a real race: files deleted and restored at random while builds run.
 */
const hooks = vi.hoisted(() => ({
  afterScan: undefined as undefined | ((root: string) => void),
  beforeReaddir: undefined as undefined | ((dir: string) => void),
}));
vi.mock('node:fs/promises', async (importOriginal) => {
  const fs = await importOriginal<typeof import('node:fs/promises')>();
  const readdir = ((...args: Parameters<typeof fs.readdir>) => {
    hooks.beforeReaddir?.(String(args[0]));
    return (fs.readdir as (...a: unknown[]) => unknown)(...args);
  }) as typeof fs.readdir;
  return { ...fs, default: { ...fs, readdir }, readdir };
});
// The scan lists folders synchronously (scan-docs.ts).
vi.mock('node:fs', async (importOriginal) => {
  const fs = await importOriginal<typeof import('node:fs')>();
  const readdirSync = ((...args: Parameters<typeof fs.readdirSync>) => {
    hooks.beforeReaddir?.(String(args[0]));
    return (fs.readdirSync as (...a: unknown[]) => unknown)(...args);
  }) as typeof fs.readdirSync;
  return { ...fs, default: { ...fs, readdirSync }, readdirSync };
});
vi.mock('../../src/site/scan-docs.js', async (importOriginal) => {
  const mod = await importOriginal<typeof import('../../src/site/scan-docs.js')>();
  return {
    ...mod,
    scanDocs: async (...args: Parameters<typeof mod.scanDocs>) => {
      const scan = await mod.scanDocs(...args);
      hooks.afterScan?.(args[0]);
      return scan;
    },
  };
});

const SPEC = `openapi: 3.1.0
info: { title: Things, version: 1.0.0 }
servers: [{ url: https://api.example.com }]
paths:
  /things:
    get:
      summary: List things
      description: Returns every thing.
      responses: { '200': { description: ok } }
`;

function siteFiles(revision: number): Record<string, string> {
  return {
    'docs.json': JSON.stringify({
      ...baseConfig,
      navigation: {
        tabs: [
          { tab: 'Guides', groups: [{ group: 'Start', pages: ['index', 'guide'] }] },
          { tab: 'API', openapi: 'api/openapi.yaml', groups: [{ group: 'Endpoints', pages: ['GET /things'] }] },
        ],
      },
    }),
    'index.mdx': `---\ntitle: Home\n---\n\n# Home r${revision}\n\n![logo](/images/logo.png)\n\n[notes](/media/notes.txt)\n`,
    'guide.mdx': `---\ntitle: Guide\n---\n\nimport Badge from '/snippets/badge.mdx';\n\nGuide text r${revision}.\n\n<Badge />\n`,
    'snippets/badge.mdx': `badge r${revision}\n`,
    'api/openapi.yaml': SPEC,
    'images/logo.png': `PNG r${revision}`,
    'media/notes.txt': `notes r${revision}`,
    'media/more/deep.txt': `deep r${revision}`,
  };
}

let sandbox: string;
beforeAll(async () => {
  sandbox = await mkdtemp(join(tmpdir(), 'quire-vanish-'));
});
afterAll(() => rm(sandbox, { recursive: true, force: true }));
afterEach(() => {
  hooks.afterScan = undefined;
  hooks.beforeReaddir = undefined;
});

let count = 0;
/** A docs folder with a first successful build in `out`; returns the paths and its snapshot. */
async function builtSite(): Promise<{ root: string; out: string; before: Record<string, string> }> {
  const base = join(sandbox, `s${count++}`);
  const root = join(base, 'docs');
  for (const [file, text] of Object.entries(siteFiles(1))) {
    await mkdir(dirname(join(root, file)), { recursive: true });
    await writeFile(join(root, file), text);
  }
  const out = join(base, 'out');
  const first = await buildSite({ root, out, search: false });
  expect(first.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  expect(first.ok).toBe(true);
  return { root, out, before: await snapshot(out) };
}

async function snapshot(dir: string): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const e of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (e.isFile()) out[relative(dir, join(e.parentPath, e.name))] = createHash('sha256').update(await readFile(join(e.parentPath, e.name))).digest('hex');
  }
  return out;
}

/** No `.out.quire-*` temporary or old folder beside the output. */
async function leftovers(out: string): Promise<string[]> {
  return (await readdir(dirname(out))).filter((n) => n.includes('.quire-'));
}

const build = (root: string, out: string, onPhase?: (p: BuildPhase) => void, extra: Partial<BuildOptions> = {}) => buildSite({ root, out, search: false, onPhase, ...extra });
const errors = (r: { diagnostics: Diagnostic[] }) => r.diagnostics.filter((d) => d.severity === 'error');

describe('a file that vanishes or changes during a build', () => {
  it('a page deleted after the scan → located error, previous output intact (build and CLI)', async () => {
    const { root, out, before } = await builtSite();
    hooks.afterScan = (r) => r === root && rmSync(join(root, 'guide.mdx'));
    const r = await build(root, out);
    expect(r.ok).toBe(false);
    expect(errors(r)).toEqual([
      expect.objectContaining({ code: 'build/input-changed', file: 'guide.mdx', message: 'guide.mdx was deleted while the build was reading it', hint: expect.stringMatching(/run it again/) }),
    ]);
    expect(await snapshot(out)).toEqual(before);
    expect(await leftovers(out)).toEqual([]);

    writeFileSync(join(root, 'guide.mdx'), siteFiles(2)['guide.mdx']!);
    hooks.afterScan = (r) => r === root && rmSync(join(root, 'guide.mdx'));
    const cli = await runCli('build', root, '--out', out, '--no-search');
    expect(cli.code).toBe(1);
    expect(cli.stderr).toMatch(/guide\.mdx.*was deleted while the build was reading it/);
    expect(cli.stderr).not.toMatch(/internal error|\n\s+at /);
    expect(await snapshot(out)).toEqual(before);
  });

  it('a page replaced by a folder after the scan → located error', async () => {
    const { root, out, before } = await builtSite();
    hooks.afterScan = (r) => {
      if (r !== root) return;
      rmSync(join(root, 'guide.mdx'));
      mkdirSync(join(root, 'guide.mdx'));
    };
    const r = await build(root, out);
    expect(errors(r)).toContainEqual(expect.objectContaining({ code: 'build/input-changed', file: 'guide.mdx', message: 'guide.mdx was replaced by a folder while the build was reading it' }));
    expect(await snapshot(out)).toEqual(before);
  });

  it('a page, docs.json and the spec changed once rendering started → the build completes from what it read', async () => {
    const { root, out } = await builtSite();
    const next = siteFiles(2);
    writeFileSync(join(root, 'index.mdx'), next['index.mdx']!);
    const r = await build(root, out, (phase) => {
      if (phase !== 'rendering') return;
      writeFileSync(join(root, 'index.mdx'), siteFiles(3)['index.mdx']!);
      writeFileSync(join(root, 'api/openapi.yaml'), SPEC.replace('Returns every thing.', 'Changed mid-build.'));
      rmSync(join(root, 'docs.json'));
    });
    expect(errors(r)).toEqual([]);
    expect(r.ok).toBe(true);
    // One consistent revision everywhere: the one read before rendering.
    expect(await readFile(join(out, 'index.html'), 'utf8')).toContain('Home r2');
    expect(await readFile(join(out, 'index.md'), 'utf8')).toContain('Home r2');
    expect(await readFile(join(out, 'llms-full.txt'), 'utf8')).toContain('Home r2');
    expect(await readFile(join(out, 'api-reference/list-things/index.html'), 'utf8').catch(() => '')).not.toContain('Changed mid-build');
  });

  it('a snippet deleted once rendering started → warning at the import; with --strict the previous output stays intact', async () => {
    const { root, out, before } = await builtSite();
    // A missing snippet is a warning (its names render nothing), so only --strict fails the build.
    const r = await build(root, out, (phase) => phase === 'rendering' && rmSync(join(root, 'snippets/badge.mdx')), { strict: true });
    expect(r.ok).toBe(false);
    expect(r.diagnostics.filter((d) => d.code === 'content/snippet-not-found')).toEqual([
      expect.objectContaining({ severity: 'warning', file: 'guide.mdx', line: 5, column: 1 }),
    ]);
    expect(await snapshot(out)).toEqual(before);
    expect(await leftovers(out)).toEqual([]);
  });

  it('static files deleted before they are copied → an error per file, previous output intact (build and CLI)', async () => {
    const { root, out, before } = await builtSite();
    const r = await build(root, out, (phase) => {
      if (phase !== 'writing extras') return;
      rmSync(join(root, 'images/logo.png'));
      rmSync(join(root, 'media'), { recursive: true });
    });
    expect(r.ok).toBe(false);
    expect(errors(r)).toEqual(
      ['images/logo.png', 'media/more/deep.txt', 'media/notes.txt'].map((file) =>
        expect.objectContaining({ code: 'build/input-changed', file, message: `${file} was deleted before it could be copied to the output` }),
      ),
    );
    expect(await snapshot(out)).toEqual(before);
    expect(await leftovers(out)).toEqual([]);

    writeFileSync(join(root, 'images/logo.png'), 'PNG r2');
    const cli = await runCli('build', root, '--out', out, '--no-search', '--strict');
    expect(cli.code).toBe(1);
    expect(cli.stderr).not.toMatch(/internal error|\n\s+at /);
    expect(await snapshot(out)).toEqual(before);
    // Restored: the next build succeeds.
    writeFileSync(join(root, 'images/logo.png'), 'PNG r2');
    hooks.afterScan = undefined;
    mkdirSync(join(root, 'media/more'), { recursive: true });
    writeFileSync(join(root, 'media/notes.txt'), 'n');
    writeFileSync(join(root, 'media/more/deep.txt'), 'd');
    expect((await build(root, out)).ok).toBe(true);
    expect(await readFile(join(out, 'images/logo.png'), 'utf8')).toBe('PNG r2');
  });

  it('a static file replaced by a folder before it is copied → located error', async () => {
    const { root, out, before } = await builtSite();
    const r = await build(root, out, (phase) => {
      if (phase !== 'writing extras') return;
      rmSync(join(root, 'images/logo.png'));
      mkdirSync(join(root, 'images/logo.png'));
    });
    expect(errors(r)).toEqual([expect.objectContaining({ code: 'build/input-changed', file: 'images/logo.png', message: expect.stringContaining('replaced by a folder') })]);
    expect(await snapshot(out)).toEqual(before);
  });

  it('the OpenAPI file deleted or truncated after the scan → located error, previous output intact', async () => {
    const { root, out, before } = await builtSite();
    hooks.afterScan = (r) => r === root && rmSync(join(root, 'api/openapi.yaml'));
    const gone = await build(root, out);
    expect(errors(gone)).toContainEqual(expect.objectContaining({ code: 'openapi/missing-file', file: 'docs.json', line: expect.any(Number), message: expect.stringContaining('api/openapi.yaml does not exist') }));
    expect(await snapshot(out)).toEqual(before);

    writeFileSync(join(root, 'api/openapi.yaml'), SPEC);
    hooks.afterScan = (r) => r === root && writeFileSync(join(root, 'api/openapi.yaml'), SPEC.slice(0, SPEC.indexOf('paths:') + 20));
    const cut = await build(root, out);
    expect(cut.ok).toBe(false);
    expect(errors(cut).length).toBeGreaterThan(0);
    expect(errors(cut).every((d) => d.file)).toBe(true);
    expect(await snapshot(out)).toEqual(before);
  });

  it('folders deleted or replaced by files while the docs folder is being scanned are skipped, never thrown', async () => {
    const root = join(sandbox, 'scan-race');
    for (let d = 0; d < 6; d++) {
      mkdirSync(join(root, `d${d}/sub`), { recursive: true });
      writeFileSync(join(root, `d${d}/p.mdx`), '# p');
      writeFileSync(join(root, `d${d}/sub/f.txt`), 'x');
    }
    writeFileSync(join(root, 'docs.json'), JSON.stringify({ ...baseConfig, navigation: { pages: ['d0/p'] } }));
    // Listed by its parent, then gone (or a file) by the time the scan lists it.
    hooks.beforeReaddir = (dir) => {
      if (dir === join(root, 'd1') || dir === join(root, 'd2/sub')) rmSync(dir, { recursive: true });
      if (dir === join(root, 'd3')) {
        rmSync(dir, { recursive: true });
        writeFileSync(dir, 'now a file');
      }
    };
    const scan = await scanDocs(root);
    expect(scan.pageFiles).toEqual(['d0/p.mdx', 'd2/p.mdx', 'd4/p.mdx', 'd5/p.mdx']);
    expect(scan.otherFiles).toEqual(['d0/sub/f.txt', 'd4/sub/f.txt', 'd5/sub/f.txt', 'docs.json']);
    // Through the whole loader too.
    rmSync(join(root, 'd3'));
    mkdirSync(join(root, 'd1/sub'), { recursive: true });
    writeFileSync(join(root, 'd1/p.mdx'), '# p');
    hooks.beforeReaddir = (dir) => dir === join(root, 'd1') && rmSync(dir, { recursive: true });
    const loaded = await loadSite(root);
    expect(loaded.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(loaded.loaded?.scan.pageFiles).not.toContain('d1/p.mdx');
  });
});

describe('a real race: files deleted and restored at random while builds run', () => {
  it('every build ends ok, or failed with errors that name a file and the previous output intact', async () => {
    const root = join(sandbox, 'race', 'docs');
    const out = join(sandbox, 'race', 'out');
    const pages = Array.from({ length: 60 }, (_, i) => `g${i % 4}/p${i}`);
    const files: Record<string, string> = {
      'docs.json': JSON.stringify({ ...baseConfig, navigation: { groups: [{ group: 'All', pages: ['index', ...pages] }] } }),
      'index.mdx': '# Home\n',
      'snippets/s.mdx': 'snippet\n',
      'api/openapi.yaml': SPEC,
    };
    for (const p of pages) files[`${p}.mdx`] = `---\ntitle: ${p}\n---\n\nimport S from '/snippets/s.mdx';\n\n<S />\n\n![x](/static/${p}.png)\n`;
    for (const p of pages) files[`static/${p}.png`] = `png ${p}`;
    const restore = (file: string) => {
      mkdirSync(dirname(join(root, file)), { recursive: true });
      writeFileSync(join(root, file), files[file]!);
    };
    for (const f of Object.keys(files)) restore(f);
    const first = await build(root, out);
    expect(first.ok).toBe(true);

    // A small seeded generator, so a failure can be replayed.
    let seed = 12345;
    const random = (n: number) => ((seed = (seed * 1103515245 + 12345) & 0x7fffffff) % n);
    const names = Object.keys(files).filter((f) => f !== 'docs.json');
    let stop = false;
    const chaos = (async () => {
      while (!stop) {
        const action = random(10);
        if (action < 5) {
          const f = names[random(names.length)]!;
          rmSync(join(root, f), { force: true });
          await new Promise((r) => setTimeout(r, random(6)));
          restore(f);
        } else if (action < 7) {
          // A whole folder goes, then comes back.
          const folder = `static/g${random(4)}`;
          rmSync(join(root, folder), { recursive: true, force: true });
          await new Promise((r) => setTimeout(r, random(6)));
          for (const f of names.filter((n) => n.startsWith(`${folder}/`))) restore(f);
        } else {
          const f = `${pages[random(pages.length)]}.mdx`;
          writeFileSync(join(root, f), `${files[f]}\nEdit ${random(1000)}.\n`);
        }
        await new Promise((r) => setImmediate(r));
      }
    })();

    const outcomes = { ok: 0, failed: 0 };
    const codes = new Set<string>();
    const deadline = Date.now() + 12_000;
    try {
      // At least four builds however slow the machine (a loaded CI runner managed two in 12 s).
      while (Date.now() < deadline || outcomes.ok + outcomes.failed < 4) {
        const before = await snapshot(out);
        const r = await build(root, out);
        if (r.ok) {
          outcomes.ok++;
          expect(existsSync(join(out, 'index.html'))).toBe(true);
        } else {
          outcomes.failed++;
          for (const d of errors(r)) {
            codes.add(d.code);
            expect(d.file, JSON.stringify(d)).toBeTruthy();
          }
          expect(await snapshot(out)).toEqual(before);
        }
        expect(await leftovers(out)).toEqual([]);
      }
    } finally {
      stop = true;
      await chaos;
    }
    console.log(`race: ${outcomes.ok} builds ok, ${outcomes.failed} failed cleanly; error codes: ${[...codes].sort().join(', ')}`);
    for (const f of Object.keys(files)) restore(f);
    expect((await build(root, out)).ok).toBe(true);
    // The loader alone, too: never throws while files come and go.
    const loaded = await loadSite(root, { exclude: [out] });
    expect(loaded.loaded?.site.pages.length).toBeGreaterThan(60);
  }, 180_000);
});
