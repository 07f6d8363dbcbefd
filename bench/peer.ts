/**
 * Quire side by side with a peer generator (issue 10's acceptance: "measured side by side in one
 * run against a peer generator on a generated 1,000-page site, pages only").
 *
 *   npx tsx bench/peer.ts [--peer vitepress] [--pages 1000] [--runs 3] [--seed 1] [--dir <path>]
 *                         [--peer-version 1.6.4] [--no-search] [--json <file>] [--append <file>]
 *   npm run bench:peer -- …            (compiles the CLI first, like `npm run bench`)
 *   npm run bench -- --peer vitepress … (bench/run.ts hands over to this file)
 *
 * 1. Generates the corpus with bench/gen-corpus.ts and no OpenAPI operations (`--operations 0`:
 *    the peers render no API pages), into <dir>/site.
 * 2. Installs the peer, pinned, into node_modules/.cache/quire-bench/peer-<name> with
 *    `npm install --prefix` — outside Quire's package.json and lockfile (node_modules/ is
 *    gitignored). Skipped when that version is already there.
 * 3. Converts the site for the peer into <dir>/<peer>: the same pages as Markdown (frontmatter
 *    kept, the title and description written out as Quire renders them, Mintlify components
 *    turned into the peer's own containers / plain HTML, code fences kept with their titles and
 *    line highlights so highlighting costs the same) and a config whose navigation mirrors
 *    docs.json (VitePress: nav = tabs, one sidebar per tab keyed by path prefix, groups as
 *    sidebar sections, nested groups nested). Local search is on (Quire builds Pagefind).
 * 4. Builds both from scratch (output folder and caches removed), alternately — Quire first on
 *    odd runs, the peer first on even ones — K runs each, under `/usr/bin/time -v`, and samples
 *    the process tree's RSS like bench/run.ts.
 * 5. Checks both outputs are real: every page's HTML exists and holds the page title as <h1>,
 *    each h2 heading as <h2>, a stretch of the first paragraph's text, and as many
 *    Shiki-highlighted <pre> blocks as the page has fences.
 * 6. Prints a Markdown table (for bench/RESULTS.md): median wall, median CPU, peak RSS, output
 *    size, HTML bytes per page, and the peer ÷ Quire ratios.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { appendFile, mkdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { cpus, loadavg, totalmem, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { quireCacheDir } from '../src/site/cache-dir.js';
import { generateCorpus, type Corpus } from './gen-corpus.js';
import { folderStats, fmtKb, fmtMb, fmtS, measureNode, median, mustSucceed, table, type Measured } from './measure.js';

const here = dirname(fileURLToPath(import.meta.url));
const repo = resolve(here, '..');
// QUIRE_BIN=<path to quire.js> measures another copy of the CLI (a "before" kept while lib/ is rebuilt).
const quireBin = process.env.QUIRE_BIN ?? join(repo, 'bin/quire.js');
// QUIRE_BUILD_ARGS="--no-og-images" adds options to Quire's build (the peers draw no social images).
const quireArgs = (process.env.QUIRE_BUILD_ARGS ?? '').split(/\s+/).filter(Boolean);

export interface PeerOptions {
  peer?: string;
  pages?: number;
  runs?: number;
  seed?: number;
  /** Working folder (corpus, converted site, outputs); default <tmp>/quire-peer-<pages>. */
  dir?: string;
  /** Peer version to install (default: the pinned one). */
  version?: string;
  /** Leave the peer's built-in search off (default on: Quire always builds its search index). */
  noSearch?: boolean;
  json?: string;
  /** Also append the Markdown report to this file. */
  append?: string;
  log?: (s: string) => void;
}

// ---- the corpus, read back -----------------------------------------------------------------

interface NavGroup {
  group: string;
  pages: (string | NavGroup)[];
}
interface NavTab {
  tab: string;
  groups: NavGroup[];
}
interface PageInfo {
  /** Page id as docs.json names it (`guides/x/y`, `index`). */
  id: string;
  /** URL path (`/guides/x/y`, `/`). */
  path: string;
  title: string;
  sidebarTitle?: string;
  description?: string;
  h2: string[];
  /** The longest stretch of plain text (no inline markup) in the page's first paragraph. */
  text: string;
  fences: number;
  source: string;
}

const fmField = (fm: string, key: string) => new RegExp(`^${key}:\\s*"?(.*?)"?\\s*$`, 'm').exec(fm)?.[1];

async function readCorpus(root: string, corpus: Corpus): Promise<{ tabs: NavTab[]; pages: Map<string, PageInfo>; name: string }> {
  const config = JSON.parse(await readFile(join(root, 'docs.json'), 'utf8')) as { name: string; navigation: { tabs: (NavTab & { openapi?: string })[] } };
  const tabs = config.navigation.tabs.filter((t) => t.groups && !t.openapi);
  if (tabs.length !== config.navigation.tabs.length) throw new Error('the peer comparison is pages only: generate the corpus without operations');
  const pages = new Map<string, PageInfo>();
  for (const file of corpus.pageFiles) {
    const source = await readFile(join(root, file), 'utf8');
    const head = /^---\n([\s\S]*?)\n---\n/.exec(source);
    const fm = head?.[1] ?? '';
    const body = source.slice(head?.[0].length ?? 0);
    const id = file.replace(/\.mdx$/, '');
    pages.set(id, {
      id,
      path: id === 'index' ? '/' : `/${id}`,
      title: fmField(fm, 'title') ?? id,
      sidebarTitle: fmField(fm, 'sidebarTitle'),
      description: fmField(fm, 'description'),
      h2: [...body.matchAll(/^## (.+)$/gm)].map((m) => m[1]!.trim()),
      text: (body.trim().split('\n')[0]!.split(/\*\*[^*]*\*\*|_[^_]*_|`[^`]*`|\[[^\]]*\]\([^)]*\)/).sort((a, b) => b.length - a.length)[0] ?? '').trim(),
      fences: [...body.matchAll(/^\s*```\w/gm)].length,
      source,
    });
  }
  return { tabs, pages, name: config.name };
}

// ---- MDX → VitePress Markdown --------------------------------------------------------------

const CALLOUT: Record<string, string> = { Note: 'info', Info: 'info', Tip: 'tip', Check: 'tip', Warning: 'warning' };

function dedent(text: string): string {
  const lines = text.split('\n');
  const indent = Math.min(...lines.filter((l) => l.trim()).map((l) => /^ */.exec(l)![0].length));
  return lines.map((l) => l.slice(Number.isFinite(indent) ? indent : 0)).join('\n').trim();
}

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * A fence's info string in VitePress syntax: `lang{2-6} [title]`. Mintlify writes
 * `lang title="file.ts" {2-6}` or `lang Title {2-6}`; `label` (a tab's title) wins over both.
 */
function fenceInfo(lang: string, meta: string, label?: string): string {
  const lines = /\{[\d,-]+\}/.exec(meta)?.[0] ?? '';
  const rest = meta.replace(/\{[\d,-]+\}/, '').trim();
  const title = label ?? /title="([^"]*)"/.exec(rest)?.[1] ?? (rest || undefined);
  return `${lang}${lines}${title ? ` [${title}]` : ''}`;
}

/** The generator's MDX (bench/gen-corpus.ts) as VitePress Markdown. Throws on a component it does not know. */
export function toVitePressMarkdown(page: PageInfo): string {
  const fm = /^---\n[\s\S]*?\n---\n/.exec(page.source)![0];
  let body = page.source.slice(fm.length);

  // Fences first (outside Tabs they stand at column 0, inside Tabs too).
  body = body.replace(/^```(\w+)([^\n]*)$/gm, (_, lang: string, meta: string) => `\`\`\`${fenceInfo(lang, meta)}`);
  body = body.replace(/^<(Note|Tip|Warning|Info|Check)>\n([\s\S]*?)\n<\/\1>$/gm, (_, kind: string, inner: string) => `::: ${CALLOUT[kind]}\n${dedent(inner)}\n:::`);
  body = body.replace(/^<Accordion title="([^"]*)">\n([\s\S]*?)\n<\/Accordion>$/gm, (_, title: string, inner: string) => `::: details ${title}\n${dedent(inner)}\n:::`);
  body = body.replace(/^<Steps>\n([\s\S]*?)\n<\/Steps>$/gm, (_, inner: string) =>
    [...inner.matchAll(/<Step title="([^"]*)">\n([\s\S]*?)\n\s*<\/Step>/g)]
      .map((m, i) => `${i + 1}. **${m[1]}**\n\n${dedent(m[2]!).replace(/^(?=.)/gm, '   ')}`)
      .join('\n\n'),
  );
  body = body.replace(/^<CardGroup[^>]*>\n([\s\S]*?)\n<\/CardGroup>$/gm, (_, inner: string) => {
    const cards = [...inner.matchAll(/<Card title="([^"]*)"(?: icon="[^"]*")? href="([^"]*)">\n([\s\S]*?)\n\s*<\/Card>/g)].map(
      (m) => `<a class="card" href="${escapeHtml(m[2]!)}"><strong>${escapeHtml(m[1]!)}</strong><span>${escapeHtml(dedent(m[3]!))}</span></a>`,
    );
    return `<div class="card-group">\n${cards.join('\n')}\n</div>`;
  });
  // Tabs: each tab's text as a labelled paragraph, the fences as a VitePress code group (tabs).
  body = body.replace(/^<Tabs>\n([\s\S]*?)\n<\/Tabs>$/gm, (_, inner: string) => {
    const texts: string[] = [];
    const fences: string[] = [];
    for (const m of inner.matchAll(/<Tab title="([^"]*)">\n([\s\S]*?)\n\s*<\/Tab>/g)) {
      const [title, content] = [m[1], m[2]];
      const fence = /^```([^\n]*)\n[\s\S]*?\n```$/m.exec(content!);
      const text = dedent(fence ? content!.slice(0, fence.index) : content!);
      if (text) texts.push(`**${title}:** ${text}`);
      if (fence) {
        const info = /^(\w+)(\{[\d,-]+\})?/.exec(fence[1]!)!;
        fences.push(fence[0].replace(/^```[^\n]*/, `\`\`\`${info[1]}${info[2] ?? ''} [${title}]`));
      }
    }
    return [...texts, '::: code-group', ...fences, ':::'].join('\n\n');
  });

  // Anything left that looks like a component means the converter is out of date.
  let inFence = false;
  for (const line of body.split('\n')) {
    if (/^\s*```/.test(line)) inFence = !inFence;
    else if (!inFence && /^\s*<\/?[A-Z]/.test(line)) throw new Error(`${page.id}: unconverted component: ${line.trim()}`);
  }
  // Quire renders the title as the page's h1 and the description under it; write both out.
  const head = `# ${page.title}\n\n${page.description ? `${page.description}\n\n` : ''}`;
  return `${fm}\n${head}${body.trimStart()}`;
}

function vitePressConfig(name: string, tabs: NavTab[], pages: Map<string, PageInfo>, outDir: string, search: boolean): Record<string, unknown> {
  const item = (entry: string | NavGroup): Record<string, unknown> => {
    if (typeof entry !== 'string') return { text: entry.group, items: entry.pages.map(item) };
    const page = pages.get(entry);
    if (!page) throw new Error(`docs.json names a page that was not generated: ${entry}`);
    return { text: page.sidebarTitle ?? page.title, link: page.path };
  };
  const firstPage = (g: NavGroup): string => (typeof g.pages[0] === 'string' ? g.pages[0] : firstPage(g.pages[0]!));
  const allPages = (g: NavGroup): string[] => g.pages.flatMap((p) => (typeof p === 'string' ? [p] : allPages(p)));
  const sidebar: Record<string, unknown> = {};
  const nav: Record<string, unknown>[] = [];
  for (const tab of tabs) {
    // The tab's folder (`guides`): gen-corpus puts every page of a tab under it, except `index`.
    const prefix = tab.groups.flatMap(allPages).find((p) => p !== 'index')?.split('/')[0];
    if (!prefix) throw new Error(`tab ${tab.tab} has no page besides the home page`);
    const groups = tab.groups.map((g) => ({ text: g.group, items: g.pages.map(item) }));
    sidebar[`/${prefix}/`] = groups;
    // The home page (`index`, at `/`) sits in the first tab: that tab's sidebar is the fallback.
    const hasHome = tab.groups.some((g) => g.pages.includes('index'));
    if (hasHome) sidebar['/'] = groups;
    nav.push({ text: tab.tab, link: pages.get(firstPage(tab.groups[0]!))!.path, activeMatch: hasHome ? `^/(${prefix}/|$)` : `^/${prefix}/` });
  }
  return {
    title: name,
    description: `${name} documentation (generated for the Quire benchmark)`,
    cleanUrls: true,
    outDir,
    themeConfig: {
      nav,
      sidebar,
      outline: [2, 3],
      ...(search && { search: { provider: 'local' } }),
      socialLinks: [{ icon: 'github', link: 'https://github.com/acme' }],
    },
  };
}

// ---- peers -----------------------------------------------------------------------------------

interface Peer {
  name: string;
  label: string;
  version: string;
  /** Where the peer's package is installed (outside Quire's dependencies). */
  installDir: string;
  /** node arguments that build the converted site in `siteDir`. */
  buildArgs(siteDir: string): string[];
  /** Writes the converted site; returns the files whose removal makes the next build cold. */
  prepare(site: Awaited<ReturnType<typeof readCorpus>>, siteDir: string, outDir: string, search: boolean): Promise<string[]>;
  outputFile(outDir: string, path: string): string;
}

const PINNED: Record<string, string> = { vitepress: '1.6.4' };

function vitepress(version: string): Peer {
  const installDir = join(repo, 'node_modules/.cache/quire-bench/peer-vitepress');
  return {
    name: 'vitepress',
    label: `VitePress ${version}`,
    version,
    installDir,
    buildArgs: (siteDir) => [join(installDir, 'node_modules/vitepress/bin/vitepress.js'), 'build', siteDir],
    async prepare(site, siteDir, outDir, search) {
      await rm(siteDir, { recursive: true, force: true });
      await mkdir(join(siteDir, '.vitepress'), { recursive: true });
      // The site resolves `vue` etc. like a project with VitePress installed: link its node_modules.
      await symlink(join(installDir, 'node_modules'), join(siteDir, 'node_modules'), 'dir');
      const files = [...site.pages.values()];
      for (let i = 0; i < files.length; i += 64) {
        await Promise.all(
          files.slice(i, i + 64).map(async (page) => {
            const file = join(siteDir, `${page.id}.md`);
            await mkdir(dirname(file), { recursive: true });
            await writeFile(file, toVitePressMarkdown(page));
          }),
        );
      }
      const config = vitePressConfig(site.name, site.tabs, site.pages, outDir, search);
      await writeFile(join(siteDir, '.vitepress/config.mjs'), `// Generated by bench/peer.ts from docs.json.\nexport default ${JSON.stringify(config, null, 2)};\n`);
      return [join(siteDir, '.vitepress/cache')];
    },
    outputFile: (outDir, path) => join(outDir, path === '/' ? 'index.html' : `${path.slice(1)}.html`),
  };
}

async function installedVersion(dir: string, pkg: string): Promise<string | undefined> {
  try {
    return (JSON.parse(await readFile(join(dir, 'node_modules', pkg, 'package.json'), 'utf8')) as { version: string }).version;
  } catch {
    return undefined;
  }
}

async function ensureInstalled(peer: Peer, log: (s: string) => void): Promise<void> {
  if ((await installedVersion(peer.installDir, peer.name)) === peer.version) return;
  log(`installing ${peer.name}@${peer.version} into ${peer.installDir} (npm install --prefix; not a Quire dependency)…`);
  await mkdir(peer.installDir, { recursive: true });
  await writeFile(join(peer.installDir, 'package.json'), `${JSON.stringify({ name: `quire-bench-peer-${peer.name}`, private: true, description: 'Installed by bench/peer.ts' }, null, 2)}\n`);
  const code = await new Promise<number | null>((done, fail) => {
    const npm = spawn('npm', ['install', '--prefix', peer.installDir, '--no-audit', '--no-fund', '--save-exact', `${peer.name}@${peer.version}`], { stdio: ['ignore', 'inherit', 'inherit'] });
    npm.once('error', fail);
    npm.once('close', done);
  });
  if (code !== 0 || (await installedVersion(peer.installDir, peer.name)) !== peer.version) throw new Error(`npm install ${peer.name}@${peer.version} failed (exit ${code})`);
}

// ---- checking the output -------------------------------------------------------------------

interface OutputCheck {
  htmlBytes: number[];
  problems: string[];
}

export async function checkOutput(pages: Map<string, PageInfo>, file: (path: string) => string): Promise<OutputCheck> {
  const htmlBytes: number[] = [];
  const problems: string[] = [];
  for (const page of pages.values()) {
    const f = file(page.path);
    if (!existsSync(f)) {
      problems.push(`${page.path}: no ${f}`);
      continue;
    }
    const html = await readFile(f, 'utf8');
    htmlBytes.push(Buffer.byteLength(html));
    const element = (tag: string, text: string) => new RegExp(`<${tag}\\b[^>]*>\\s*${escapeHtml(text).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`).test(html);
    const missing = [
      ...(element('h1', page.title) ? [] : [`h1 ${page.title}`]),
      ...page.h2.filter((t) => !element('h2', t)).map((t) => `h2 ${t}`),
      ...(html.includes(escapeHtml(page.text)) ? [] : [`text "${page.text}"`]),
    ];
    if (missing.length) problems.push(`${page.path}: missing ${missing.join('; ')}`);
    const highlighted = html.match(/<pre\b[^>]*\bclass="shiki\b/g)?.length ?? 0;
    if (highlighted < page.fences) problems.push(`${page.path}: ${highlighted} highlighted code blocks, ${page.fences} fences in the source`);
  }
  return { htmlBytes, problems };
}

// ---- main ----------------------------------------------------------------------------------

/** Warning lines a build printed (shown so a degraded build — e.g. a grammar not loaded — is noticed). */
const warnings = (m: Measured) => {
  const lines = `${m.stdout}\n${m.stderr}`.split('\n').filter((l) => /\bwarn|falling back|not loaded|dead link/i.test(l) && !/nodedir|\b0 warnings/.test(l));
  return lines.length ? `\n    ${lines.slice(0, 5).map((l) => l.trim()).join('\n    ')}` : '';
};

interface Side {
  label: string;
  runs: Measured[];
  output?: { bytes: number; files: number; html: number };
  check?: OutputCheck;
}

export async function runPeerComparison(options: PeerOptions = {}): Promise<string> {
  const log = options.log ?? ((s: string) => process.stderr.write(`${s}\n`));
  const peerName = options.peer ?? 'vitepress';
  if (peerName !== 'vitepress') throw new Error(`unknown peer "${peerName}" (supported: vitepress)`);
  const pages = options.pages ?? 1000;
  const runs = options.runs ?? 3;
  const seed = options.seed ?? 1;
  const search = !options.noSearch;
  const peer = vitepress(options.version ?? PINNED[peerName]!);
  const dir = resolve(options.dir ?? join(tmpdir(), `quire-peer-${pages}`));
  const quireRoot = join(dir, 'site');
  const quireOut = join(dir, 'out-quire');
  const peerRoot = join(dir, peer.name);
  const peerOut = join(dir, `out-${peer.name}`);

  if (!existsSync(join(repo, 'lib/src/cli/main.js'))) throw new Error('compile the CLI first: npm run build:lib');
  await ensureInstalled(peer, log);
  await mkdir(dir, { recursive: true });
  log(`generating ${pages} pages, no operations (seed ${seed}) into ${quireRoot}`);
  const corpus = await generateCorpus(quireRoot, { pages, operations: 0, seed });
  const site = await readCorpus(quireRoot, corpus);
  log(`converting for ${peer.label} into ${peerRoot}`);
  const peerCaches = await peer.prepare(site, peerRoot, peerOut, search);
  const quireCache = quireCacheDir(quireRoot);

  const quire: Side = { label: 'Quire', runs: [] };
  const other: Side = { label: peer.label, runs: [] };
  const loadBefore = loadavg();
  const buildQuire = async () => {
    await rm(quireOut, { recursive: true, force: true });
    await rm(quireCache, { recursive: true, force: true });
    quire.runs.push(mustSucceed('Quire build', await measureNode([quireBin, 'build', quireRoot, '--out', quireOut, ...quireArgs])));
    log(`  Quire ${fmtS(quire.runs.at(-1)!.wallMs)}${warnings(quire.runs.at(-1)!)}`);
  };
  const buildPeer = async () => {
    await rm(peerOut, { recursive: true, force: true });
    for (const c of peerCaches) await rm(c, { recursive: true, force: true });
    other.runs.push(mustSucceed(`${peer.label} build`, await measureNode(peer.buildArgs(peerRoot), { cwd: peerRoot })));
    log(`  ${peer.label} ${fmtS(other.runs.at(-1)!.wallMs)}${warnings(other.runs.at(-1)!)}`);
  };
  for (let i = 0; i < runs; i++) {
    log(`run ${i + 1}/${runs} (${i % 2 ? `${peer.label} first` : 'Quire first'}), load average ${loadavg().map((l) => l.toFixed(2)).join(' ')}`);
    for (const step of i % 2 ? [buildPeer, buildQuire] : [buildQuire, buildPeer]) await step();
  }
  const loadAfter = loadavg();

  // Both outputs stay from the last run of each: check them and size them.
  quire.check = await checkOutput(site.pages, (p) => join(quireOut, p === '/' ? 'index.html' : `${p.slice(1)}/index.html`));
  other.check = await checkOutput(site.pages, (p) => peer.outputFile(peerOut, p));
  quire.output = await folderStats(quireOut);
  other.output = await folderStats(peerOut);
  const problems = [...quire.check.problems.map((p) => `Quire ${p}`), ...other.check.problems.map((p) => `${peer.label} ${p}`)];
  if (problems.length) throw new Error(`output check failed (${problems.length} problems):\n${problems.slice(0, 20).join('\n')}`);

  // ---- report ----
  const wall = (s: Side) => median(s.runs.map((m) => m.wallMs));
  const cpu = (s: Side) => (s.runs.every((m) => m.cpuS !== undefined) ? median(s.runs.map((m) => m.cpuS!)) : undefined);
  // Node processes summed (Quire renders in child processes), at least the largest process's own peak.
  const rss = (s: Side) => Math.max(...s.runs.map((m) => Math.max(m.rssKb ?? 0, m.nodeRssKb)));
  const tree = (s: Side) => Math.max(...s.runs.map((m) => m.treeRssKb));
  const treePss = (s: Side) => Math.max(...s.runs.map((m) => m.treePssKb));
  const row = (s: Side) => {
    const h = s.check!.htmlBytes;
    return [
      s.label,
      `${fmtS(wall(s)!)} (${s.runs.map((m) => (m.wallMs / 1000).toFixed(1)).join(' / ')})`,
      cpu(s) !== undefined ? `${cpu(s)!.toFixed(1)} s` : '–',
      fmtMb(rss(s)),
      fmtMb(tree(s)),
      ((pages * 1000) / wall(s)!).toFixed(1),
      `${(s.output!.bytes / 1024 / 1024).toFixed(1)} MB, ${s.output!.files} files`,
      `${fmtKb(median(h)!)} (max ${fmtKb(Math.max(...h))})`,
    ];
  };
  const ratio = (a?: number, b?: number) => (a !== undefined && b ? `${(a / b).toFixed(2)}×` : '–');
  const wallRatioMet = wall(other)! >= 5 * wall(quire)!;
  const treeMet = tree(quire) <= 500 * 1024;
  const versions = await Promise.all(['@mdx-js/mdx', 'shiki'].map(async (p) => `${p} ${await installedVersion(repo, p)}`));
  const peerShiki = await installedVersion(peer.installDir, 'shiki');
  const lines = [
    `Peer comparison: ${pages} generated pages, no API pages (gen-corpus seed ${seed}, --operations 0; ${(corpus.mdxBytes / 1024 / 1024).toFixed(1)} MiB of MDX), ${runs} run(s) each, alternating; ${new Date().toISOString()}`,
    `machine: ${cpus().length} × ${cpus()[0]?.model ?? '?'}, ${(totalmem() / 2 ** 30).toFixed(1)} GiB, node ${process.version}; load average before ${loadBefore.map((l) => l.toFixed(2)).join(' ')}, after ${loadAfter.map((l) => l.toFixed(2)).join(' ')}`,
    `versions: Quire (lib/ as compiled; ${versions.join(', ')}${quireArgs.length ? `; quire build ${quireArgs.join(' ')}` : ''}); ${peer.label} (shiki ${peerShiki}, local search ${search ? 'on' : 'off'})`,
    '',
    table(['', 'median wall (runs)', 'median CPU (user+sys)', 'peak RSS (node processes summed)', 'peak RSS (process tree, sampled)', 'pages/s', 'output', 'HTML per page, median'], [row(quire), row(other)]),
    '',
    `${peer.label} ÷ Quire: **${ratio(wall(other), wall(quire))} wall**, ${ratio(cpu(other), cpu(quire))} CPU, ${ratio(rss(other), rss(quire))} peak RSS (node processes). Issue 31's targets: wall ratio ≥ 5× (${wallRatioMet ? 'met' : 'not met'}); Quire's process tree ≤ 500 MB at its sampled peak, ${fmtMb(tree(quire))} of summed RSS (${treeMet ? 'met' : 'not met'}); by PSS, which counts the pages the processes share once, ${treePss(quire) ? fmtMb(treePss(quire)) : '–'} (sampled once a second).`,
    `Both outputs checked: all ${pages} pages present, each with its title as <h1>, every h2 as <h2>, a stretch of its first paragraph, and one Shiki-highlighted <pre> per fence.`,
  ];
  const report = lines.join('\n');
  if (options.json) {
    await writeFile(
      options.json,
      JSON.stringify({ pages, runs, seed, peer: peer.label, loadBefore, loadAfter, quire, [peer.name]: other }, (k, v) => (k === 'stdout' || k === 'stderr' ? undefined : k === 'htmlBytes' ? { median: median(v), max: Math.max(...v) } : v), 2),
    );
  }
  if (options.append) await appendFile(options.append, `\n${report}\n`);
  return report;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const args = process.argv.slice(2);
  const opt = (name: string) => {
    const i = args.indexOf(`--${name}`);
    return i >= 0 ? args[i + 1] : undefined;
  };
  const num = (name: string) => (opt(name) === undefined ? undefined : Number(opt(name)));
  console.log(
    await runPeerComparison({
      peer: opt('peer'),
      pages: num('pages'),
      runs: num('runs'),
      seed: num('seed'),
      dir: opt('dir'),
      version: opt('peer-version'),
      noSearch: args.includes('--no-search'),
      json: opt('json'),
      append: opt('append'),
    }),
  );
}
