/**
 * A large site made of a real one (issue 31): the pages of a public docs.json site, replicated
 * into language × version sections the way large real sites are laid out (`/fr/v2/…`), with
 * the site's own docs.json, snippets, images and OpenAPI files. Not lorem ipsum: the pages are
 * the real ones, with their components, code blocks, snippet imports and links (absolute links
 * to pages are pointed into the page's own section, as a versioned site's links are).
 *
 *   npx tsx bench/gen-real-corpus.ts <out-dir> --source <docs folder> --pages 25000
 *
 * Snippets, images and other files stay once at the root (pages import `/snippets/…` and show
 * `/images/…` from every section). Generated OpenAPI pages are left out of the copies: their
 * URLs come from the spec, not the section, so copies would collide; MDX pages with `openapi:`
 * frontmatter are kept. `redirects` are dropped (their targets moved into sections).
 */
import { copyFile, mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import type { Corpus } from './gen-corpus.js';

export interface RealCorpusOptions {
  /** The docs folder to replicate (holds docs.json). */
  source: string;
  /** Pages to reach, at least: sections are added until the copies reach it. */
  pages: number;
  /** Languages to spread the copies over (the first is the default). */
  languages?: readonly string[];
}

/** The shape bench/run.ts reads (gen-corpus.ts's), with the pages per section of the source. */
export interface RealCorpus extends Corpus {
  /** Pages per section: the source's navigation pages that exist as files. */
  perSection: number;
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Obj = { [key: string]: Json };

const PAGE_FILE = /\.mdx?$/;
const SKIP = new Set(['node_modules', '.git', 'dist', '.quire']);

async function listFiles(dir: string, base = dir): Promise<string[]> {
  const out: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    if (SKIP.has(entry.name)) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...(await listFiles(path, base)));
    else if (entry.isFile()) out.push(relative(base, path));
  }
  return out;
}

/** Every navigation page string of a docs.json navigation value. */
function navPages(node: Json, into: Set<string>): Set<string> {
  if (typeof node === 'string') into.add(node.replace(/^\//, ''));
  else if (Array.isArray(node)) for (const n of node) navPages(n, into);
  else if (node && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      if (key === 'pages' || key === 'groups' || key === 'tabs' || key === 'anchors' || key === 'dropdowns' || key === 'products' || key === 'versions' || key === 'languages' || key === 'menu' || key === 'items') navPages(value, into);
    }
  }
  return into;
}

/** The navigation with every page path under `prefix`, without the OpenAPI sources (see above). */
function prefixNav(node: Json, prefix: string, files: ReadonlySet<string>): Json {
  if (typeof node === 'string') {
    const path = node.replace(/^\//, '');
    return files.has(path) ? `${prefix}/${path}` : node;
  }
  if (Array.isArray(node)) return node.map((n) => prefixNav(n, prefix, files)).filter((n) => n !== null);
  if (node && typeof node === 'object') {
    const out: Obj = {};
    for (const [key, value] of Object.entries(node)) {
      if (key === 'openapi' || key === 'asyncapi') continue;
      out[key] = prefixNav(value, prefix, files);
    }
    // A group or tab that only held generated API pages is empty now: leave it out.
    for (const key of ['pages', 'groups', 'tabs', 'anchors', 'dropdowns']) {
      if (Array.isArray(out[key]) && (out[key] as Json[]).length === 0) delete out[key];
    }
    const hasContent = ['pages', 'groups', 'tabs', 'anchors', 'dropdowns', 'products', 'menu', 'href'].some((k) => k in out);
    return hasContent ? out : null;
  }
  return node;
}

/** Absolute links to pages (`](/a/b#x)`, `href="/a/b"`) pointed into the section. */
function prefixLinks(text: string, prefix: string, pages: ReadonlySet<string>): string {
  return text.replace(/(\]\(|href=["'{`]*|to=["'])\/([^)\s"'`#?]*)/g, (match, lead: string, path: string) => (pages.has(path.replace(/\/$/, '')) ? `${lead}/${prefix}/${path}` : match));
}

const DEFAULT_LANGUAGES = ['en', 'fr', 'de'];

export async function generateRealCorpus(root: string, opts: RealCorpusOptions): Promise<RealCorpus> {
  const config = JSON.parse(await readFile(join(opts.source, 'docs.json'), 'utf8')) as Obj;
  const files = await listFiles(opts.source);
  const pageFileOf = new Map<string, string>();
  for (const f of files) if (PAGE_FILE.test(f) && !f.startsWith('snippets/')) pageFileOf.set(f.replace(PAGE_FILE, ''), f);
  const navigation = config.navigation as Json;
  if (navigation && typeof navigation === 'object' && ('languages' in navigation || 'versions' in navigation)) {
    throw new Error(`${opts.source}: its navigation has languages or versions already; choose a site with one`);
  }
  const inNav = [...navPages(navigation, new Set())].filter((p) => pageFileOf.has(p));
  if (!inNav.length) throw new Error(`${opts.source}: no navigation page has a file`);
  const pageSet = new Set(inNav);

  const copies = Math.max(1, Math.ceil(opts.pages / inNav.length));
  const languages = (opts.languages ?? DEFAULT_LANGUAGES).slice(0, Math.min(copies, (opts.languages ?? DEFAULT_LANGUAGES).length));
  const versionsPer = Math.ceil(copies / languages.length);
  const sections = languages.flatMap((language) => Array.from({ length: versionsPer }, (_, i) => ({ language, version: `v${versionsPer - i}`, prefix: `${language}/v${versionsPer - i}` })));

  await rm(root, { recursive: true, force: true });
  await mkdir(root, { recursive: true });
  // Everything but the pages, once at the root.
  const pageFiles = new Set(pageFileOf.values());
  for (const f of files) {
    if (pageFiles.has(f) || f === 'docs.json') continue;
    await mkdir(dirname(join(root, f)), { recursive: true });
    await copyFile(join(opts.source, f), join(root, f));
  }
  // The pages, into every section (navigation order within each).
  const pageFilesOut: string[] = [];
  const pagePaths: string[] = [];
  const fences = new Set<string>();
  let mdxBytes = 0;
  const texts = new Map<string, string>();
  for (const page of inNav) {
    const text = await readFile(join(opts.source, pageFileOf.get(page)!), 'utf8');
    texts.set(page, text);
    for (const m of text.matchAll(/^\s*```([\w+-]+)/gm)) fences.add(m[1]!);
  }
  for (const s of sections) {
    for (const page of inNav) {
      const file = pageFileOf.get(page)!;
      const target = join(s.prefix, file);
      const text = prefixLinks(texts.get(page)!, s.prefix, pageSet);
      await mkdir(dirname(join(root, target)), { recursive: true });
      await writeFile(join(root, target), text);
      pageFilesOut.push(target);
      pagePaths.push(`/${s.prefix}/${page}`.replace(/\/index$/, ''));
      mdxBytes += Buffer.byteLength(text);
    }
  }
  const navOf = (prefix: string) => {
    const nav = prefixNav(navigation, prefix, pageSet) as Obj;
    const { languages: _l, versions: _v, global: _g, ...rest } = nav;
    return rest;
  };
  const { redirects: _redirects, ...kept } = config;
  const out: Obj = {
    ...kept,
    navigation: {
      ...(typeof (navigation as Obj).global === 'object' && { global: (navigation as Obj).global }),
      languages: languages.map((language) => ({
        language,
        versions: sections.filter((s) => s.language === language).map((s) => ({ version: s.version, ...navOf(s.prefix) })),
      })),
    },
  };
  await writeFile(join(root, 'docs.json'), `${JSON.stringify(out, null, 2)}\n`);
  return {
    root,
    pageFiles: pageFilesOut,
    pagePaths,
    languages: [...fences].sort(),
    operations: 0,
    apiPages: 0,
    mdxBytes,
    sections: sections.map((s) => ({ ...s, pages: inNav.length })),
    perSection: inNav.length,
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const opt = (name: string) => {
    const i = args.indexOf(`--${name}`);
    return i >= 0 ? args[i + 1] : undefined;
  };
  const dir = args.find((a, i) => !a.startsWith('--') && !args[i - 1]?.startsWith('--'));
  const source = opt('source');
  if (!dir || !source) {
    console.error('usage: tsx bench/gen-real-corpus.ts <out-dir> --source <docs folder> [--pages 25000] [--languages en,fr,de]');
    process.exit(2);
  }
  const corpus = await generateRealCorpus(dir, { source, pages: Number(opt('pages') ?? 10000), ...(opt('languages') && { languages: opt('languages')!.split(',') }) });
  console.log(`${corpus.pageFiles.length} pages (${corpus.perSection} per section × ${corpus.sections.length} sections: ${corpus.sections.map((s) => s.prefix).join(', ')}) in ${corpus.root}`);
}
