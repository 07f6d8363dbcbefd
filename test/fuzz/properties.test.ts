import { posix } from 'node:path';
import { describe, expect, it } from 'vitest';
import { validateConfigText, validateConfigValue } from '../../src/config/validate-config.js';
import { resolveNavigation } from '../../src/navigation/resolve-navigation.js';
import { indexApi } from '../../src/openapi/api-index.js';
import { slugify } from '../../src/openapi/slugify.js';
import { urlToOutputFile } from '../../src/shared/page-paths.js';
import type { NavNode } from '../../src/shared/site-model.js';
import { generateSite } from './generators.js';
import { createRng, runSeed } from './rng.js';

const SEED = Number(process.env.QUIRE_PROPERTY_SEED ?? 20240611);
const RUNS = Number(process.env.QUIRE_PROPERTY_RUNS ?? 400);
const noLocate = () => undefined;

/** A site URL is usable when it is absolute, normalised and its output file stays inside dist/. */
function urlProblem(url: string): string | undefined {
  if (!url.startsWith('/')) return 'does not start with /';
  if (url !== '/' && url.endsWith('/')) return 'ends with /';
  if (url.includes('//')) return 'contains //';
  if (url.split('/').some((s) => s === '..' || s === '.')) return 'has a . or .. segment';
  // A segment becomes a folder in dist/ (and a file name in `quire openapi`): 255 bytes at most.
  if (url.split('/').some((s) => Buffer.byteLength(s) > 255)) return 'has a segment too long for a file name';
  const out = posix.normalize(posix.join('/dist', urlToOutputFile(url)));
  if (!out.startsWith('/dist/')) return `writes outside the output folder (${out})`;
  return undefined;
}

function walk(nodes: NavNode[], visit: (n: NavNode) => void): void {
  for (const n of nodes) {
    visit(n);
    walk(n.children, visit);
  }
}

describe(`resolveNavigation on random schema-valid configs (seed ${SEED}, ${RUNS} runs)`, () => {
  it('never throws; every page URL is unique, starts with / and stays inside the site', () => {
    let valid = 0;
    const failures: string[] = [];
    for (let i = 0; i < RUNS; i++) {
      const seed = runSeed(SEED, i);
      const rng = createRng(seed);
      const gen = generateSite(rng);
      const raw = { theme: 'mint', name: 'Prop', colors: { primary: '#0D9373' }, navigation: gen.navigation };
      const { config } = validateConfigValue(raw, { file: 'docs.json', locate: noLocate });
      if (!config) continue;
      valid++;
      const apis = new Map([['spec.yaml', indexApi('spec.yaml', gen.spec)]]);
      let result;
      try {
        result = resolveNavigation({ config, files: gen.files, apis });
      } catch (err) {
        failures.push(`seed ${seed}: threw ${(err as Error).stack?.split('\n').slice(0, 3).join(' | ')}`);
        continue;
      }
      const { site } = result;
      const urls = site.pages.map((p) => p.path);
      if (new Set(urls).size !== urls.length) failures.push(`seed ${seed}: duplicate page URLs`);
      for (const url of urls) {
        const problem = urlProblem(url);
        if (problem) failures.push(`seed ${seed}: page URL ${JSON.stringify(url)} ${problem}`);
      }
      walk(site.navigation, (n) => {
        if (n.path !== undefined && !urls.includes(n.path)) failures.push(`seed ${seed}: nav ${n.type} "${n.title}" points at ${JSON.stringify(n.path)}, which is no page`);
      });
      for (const d of result.diagnostics) if (!d.file) failures.push(`seed ${seed}: diagnostic without file: ${d.message}`);
      if (urls.length && !urls.includes(site.home)) failures.push(`seed ${seed}: home ${site.home} is no page`);
    }
    // The generator aims at valid configs; if most are rejected it tests nothing.
    expect(valid).toBeGreaterThan(RUNS * 0.8);
    expect([...new Set(failures)].slice(0, 20)).toEqual([]);
  });

  it('is deterministic: the same input gives the same site', () => {
    for (let i = 0; i < 50; i++) {
      const gen = generateSite(createRng(runSeed(SEED + 1, i)));
      const { config } = validateConfigValue({ theme: 'mint', name: 'P', colors: { primary: '#000000' }, navigation: gen.navigation }, { file: 'docs.json', locate: noLocate });
      if (!config) continue;
      const apis = new Map([['spec.yaml', indexApi('spec.yaml', gen.spec)]]);
      const a = resolveNavigation({ config, files: gen.files, apis });
      const b = resolveNavigation({ config, files: gen.files, apis });
      expect(JSON.stringify(b)).toBe(JSON.stringify(a));
    }
  });
});

describe('validateConfigText on random text', () => {
  it('never throws and locates every syntax error', () => {
    const rng = createRng(SEED);
    const base = JSON.stringify({ theme: 'mint', name: 'x', colors: { primary: '#000000' }, navigation: { pages: ['index'] } });
    for (let i = 0; i < 1000; i++) {
      const cut = base.slice(0, rng.int(0, base.length));
      const text = rng.bool(0.5) ? cut : cut + rng.junk(30) + base.slice(cut.length);
      const r = validateConfigText(text);
      for (const d of r.diagnostics) {
        expect(d.file).toBe('docs.json');
        if (d.code === 'config/json-syntax') expect(d.line, text).toBeGreaterThan(0);
      }
      if (r.config) expect(r.diagnostics.every((d) => d.severity !== 'error')).toBe(true);
    }
  });

  it('survives deep nesting and huge values', () => {
    for (const depth of [100, 5_000, 50_000]) {
      const text = `{"theme":"mint","name":"x","colors":{"primary":"#000000"},"navigation":{"pages":${'['.repeat(depth)}${']'.repeat(depth)}}}`;
      expect(() => validateConfigText(text)).not.toThrow();
    }
    const huge = validateConfigText(JSON.stringify({ theme: 'mint', name: 'x'.repeat(5_000_000), colors: { primary: '#000000' }, navigation: { pages: [] } }));
    expect(huge.config?.name.length).toBe(5_000_000);
  });
});

describe('slugify', () => {
  it('is stable and yields path-safe segments', () => {
    const rng = createRng(SEED);
    for (let i = 0; i < 5000; i++) {
      const text = rng.bool(0.5) ? rng.junk(40) : `${rng.word()} ${rng.pick(['(by ID)', '{id}', 'v1.2', "it's", '/x/', '--'])} ${rng.word()}`;
      const s = slugify(text);
      expect(slugify(text), text).toBe(s);
      // Mintlify's rule drops only these characters (tabs or backslashes stay, on purpose). It is
      // not idempotent, and `--` or a leading `-` can survive (`a - b` → `a--b`), as on Mintlify.
      expect(s, text).not.toMatch(/[/ {}(),.'\r\n]/);
      expect(s, text).toBe(s.toLowerCase());
    }
  });

  it('keeps the Mintlify examples', () => {
    expect(slugify('Get plant (by ID)')).toBe('get-plant-by-id');
    expect(slugify('v1.2 API')).toBe('v12-api');
    expect(slugify('/plants/{id}')).toBe('plants');
  });
});
