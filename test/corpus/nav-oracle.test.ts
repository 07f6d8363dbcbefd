/**
 * Quire's navigation of every corpus site against Mintlify's own (the `mint` CLI's prebuild step,
 * run offline by ../shared/tools/mintlify-nav.sh and compared by navcompare.mjs). The oracle
 * needs the `mint` package (~1 GB) in its cache folder; without it, or without the corpus and
 * tools next to the repository, this file is skipped with a message. Sites whose OpenAPI
 * documents are remote URLs cannot run the oracle offline and are skipped too.
 */
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { homedir, tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { loadSite } from '../../src/site/load-site.js';
import { toNavJson } from '../../src/navigation/nav-json.js';

const run = promisify(execFile);
const shared = join(import.meta.dirname, '../../../shared');
const tools = join(shared, 'tools');
const mintDir = process.env.MINT_DIR ?? join(process.env.XDG_CACHE_HOME ?? join(homedir(), '.cache'), 'quire-mintlify-oracle');
const ready = existsSync(join(tools, 'mintlify-nav.sh')) && existsSync(join(mintDir, 'node_modules/@mintlify/prebuild/dist/index.js'));
const sites = ready
  ? ['corpus', 'corpus-new'].flatMap((set) =>
      existsSync(join(shared, set)) ? readdirSync(join(shared, set)).filter((d) => existsSync(join(shared, set, d, 'docs.json'))).map((d) => join(shared, set, d)) : [],
    )
  : [];
if (sites.length === 0) console.warn(`[nav-oracle] skipped: needs ${tools}/mintlify-nav.sh, the corpus and the mint package in ${mintDir} (run the script once to install it)`);

/** Remote OpenAPI documents: Mintlify's prebuild fetches them, which cannot work offline. */
async function hasRemoteSpec(root: string): Promise<boolean> {
  return /"openapi"\s*:\s*(\[[^\]]*)?"https?:|"source"\s*:\s*"https?:/.test(await readFile(join(root, 'docs.json'), 'utf8'));
}

/**
 * A key for Mintlify's answer about one site: the oracle script, the mint version and every file of
 * the site. The answer is a pure function of these, and running Mintlify's prebuild is ~3 minutes
 * of the suite, so it is kept in the oracle's cache folder and asked again only when one changes.
 */
function oracleKey(root: string): string {
  const hash = createHash('sha256');
  hash.update(readFileSync(join(tools, 'mintlify-nav.sh')));
  hash.update(`mint ${process.env.MINT_VERSION ?? ''}\0`);
  const files = readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath, e.name))
    .filter((f) => !f.includes('/node_modules/'))
    .sort();
  for (const file of files) hash.update(`${file.slice(root.length)}\0`).update(readFileSync(file)).update('\0');
  return hash.digest('hex');
}

async function mintlifyNav(source: string, mintRoot: string): Promise<string> {
  const cached = join(mintDir, 'oracle-answers', `${oracleKey(source)}.json`);
  if (existsSync(cached)) return readFile(cached, 'utf8');
  const oracle = await run('bash', [join(tools, 'mintlify-nav.sh'), mintRoot], { maxBuffer: 256 * 1024 * 1024, env: { ...process.env, MINT_DIR: mintDir } });
  await mkdir(join(mintDir, 'oracle-answers'), { recursive: true });
  await writeFile(cached, oracle.stdout);
  return oracle.stdout;
}

describe.skipIf(sites.length === 0)("navigation equals Mintlify's", () => {
  for (const source of sites) {
    const name = source.split('/').pop()!;
    it(name, async (ctx) => {
      if (await hasRemoteSpec(source)) ctx.skip();
      const tmp = await mkdtemp(join(tmpdir(), `quire-oracle-${name}-`));
      try {
        // Copies: both tools write caches into the docs folder.
        const mintRoot = join(tmp, 'mint');
        const quireRoot = join(tmp, 'quire');
        await cp(source, mintRoot, { recursive: true });
        await cp(source, quireRoot, { recursive: true });
        await writeFile(join(tmp, 'oracle.json'), await mintlifyNav(source, mintRoot));
        const { loaded } = await loadSite(quireRoot, { offline: true, noHistory: true });
        expect(loaded).toBeDefined();
        await writeFile(join(tmp, 'quire.json'), JSON.stringify(toNavJson(loaded!.site)));
        const compared = await run(process.execPath, [join(tools, 'navcompare.mjs'), join(tmp, 'oracle.json'), join(tmp, 'quire.json'), '--root', quireRoot]).catch(
          (error: { stdout?: string; stderr?: string }) => ({ stdout: error.stdout ?? '', stderr: error.stderr ?? '' }),
        );
        const summary = compared.stdout.trim().split('\n').pop() ?? '';
        expect(summary, compared.stdout.split('\n').slice(0, 20).join('\n')).toMatch(/^match: .* 0 differences$/);
      } finally {
        await rm(tmp, { recursive: true, force: true });
      }
    }, 300_000);
  }
});
