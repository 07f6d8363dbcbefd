import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** One icon a docs site names, and where. */
export interface IconUse {
  name: string;
  /** Set by docs.json `icons.library` of the site (`fontawesome` when absent). */
  library: 'fontawesome' | 'lucide' | 'tabler';
  style?: string;
  file: string;
}

/**
 * Every icon name a docs folder uses: docs.json `icon` values anywhere (strings or
 * `{ name, style, library }`), `icon="…"` on any MDX element, and frontmatter `icon:`.
 * Images (URLs, paths) and expressions (`icon={…}`) are not names and are left out.
 */
export function corpusIconNames(root: string): IconUse[] {
  const config = JSON.parse(readFileSync(join(root, 'docs.json'), 'utf8')) as Record<string, unknown>;
  const lib = (config.icons as { library?: string } | undefined)?.library;
  const library = lib === 'lucide' || lib === 'tabler' ? lib : 'fontawesome';
  const uses: IconUse[] = [];
  const add = (name: unknown, file: string, style?: unknown, ownLibrary?: unknown) => {
    if (typeof name !== 'string' || !name.trim() || /^(https?:|\/|\.)|\.(svg|png|jpe?g|gif|webp|ico)$/i.test(name) || name.startsWith('<svg')) return;
    const own = ownLibrary === 'lucide' || ownLibrary === 'tabler' || ownLibrary === 'fontawesome' ? ownLibrary : library;
    uses.push({ name: name.trim(), library: own, ...(typeof style === 'string' && { style }), file });
  };
  const walk = (value: unknown) => {
    if (Array.isArray(value)) return value.forEach(walk);
    if (!value || typeof value !== 'object') return;
    for (const [key, v] of Object.entries(value)) {
      if (key === 'icon') {
        if (typeof v === 'string') add(v, 'docs.json');
        else if (v && typeof v === 'object') add((v as { name?: unknown }).name, 'docs.json', (v as { style?: unknown }).style, (v as { library?: unknown }).library);
      } else walk(v);
    }
  };
  walk(config);
  for (const file of mdxFiles(root)) {
    const text = readFileSync(join(root, file), 'utf8');
    const fm = /^---\r?\n([\s\S]*?)\r?\n---/.exec(text)?.[1];
    const fmIcon = fm && /^icon:\s*["']?([^"'\n#]+?)["']?\s*$/m.exec(fm)?.[1];
    if (fmIcon) add(fmIcon, file);
    // `icon="x"` / `icon='x'` on any element, with the element's iconType when it has one.
    for (const tag of text.matchAll(/<[A-Z][\w.]*\b[^<>]*?\sicon=(?:"([^"]*)"|'([^']*)'|\{\s*["'`]([^"'`]*)["'`]\s*\})[^<>]*>/g)) {
      const iconType = /\siconType=["']([^"']+)["']/.exec(tag[0])?.[1];
      add(tag[1] ?? tag[2] ?? tag[3], file, iconType);
    }
  }
  return uses;
}

function mdxFiles(root: string, dir = ''): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(join(root, dir))) {
    if (entry.startsWith('.') || entry === 'node_modules') continue;
    const rel = dir ? `${dir}/${entry}` : entry;
    if (statSync(join(root, rel)).isDirectory()) out.push(...mdxFiles(root, rel));
    else if (/\.mdx?$/i.test(entry)) out.push(rel);
  }
  return out;
}
