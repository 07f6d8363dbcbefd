import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { closeEnough, editDistance } from '../shared/did-you-mean.js';
import type { IconData, IconLibrary, IconStyle } from '../shared/icons.js';
import faMetrics from './fa-metrics.json' with { type: 'json' };
import { ICON_FALLBACKS } from './icon-fallbacks.js';

const require = createRequire(import.meta.url);

/** The Iconify JSON collections Quire draws from (runtime dependencies), by lookup key. */
const SETS = {
  solid: '@iconify-json/fa7-solid',
  regular: '@iconify-json/fa7-regular',
  brands: '@iconify-json/fa7-brands',
  lucide: '@iconify-json/lucide',
  tabler: '@iconify-json/tabler',
} as const;
type SetKey = keyof typeof SETS;
type FaStyle = 'solid' | 'regular' | 'brands';

interface IconifySet {
  icons: Record<string, { body: string }>;
  aliases?: Record<string, { parent: string }>;
}

/*
 * A set's JSON is read and parsed once per process, the first time a page asks for one of its
 * icons (a Font Awesome site never parses Tabler's 2 MB). A missing package counts as an empty
 * set: its names are then reported as unknown, never thrown.
 */
const sets = new Map<SetKey, IconifySet | null>();

function loadSet(key: SetKey): IconifySet | null {
  let set = sets.get(key);
  if (set === undefined) {
    try {
      set = JSON.parse(readFileSync(require.resolve(`${SETS[key]}/icons.json`), 'utf8')) as IconifySet;
    } catch {
      set = null;
    }
    sets.set(key, set);
  }
  return set;
}

/** Font Awesome's own width of each free icon (height 512), from fa-metrics.json. */
const faWidths = new Map<string, number>();
for (const [style, byWidth] of Object.entries(faMetrics.widths)) {
  for (const [width, names] of Object.entries(byWidth as Record<string, string[]>)) for (const name of names) faWidths.set(`${style}:${name}`, Number(width));
}
const faAliases: Record<string, string> = faMetrics.aliases;

function fontAwesome(style: FaStyle, name: string): IconData | null {
  const icon = loadSet(style)?.icons[name];
  const d = icon && /^<path fill="currentColor" d="([^"]+)"\/>$/.exec(icon.body)?.[1];
  if (!d) return null;
  const canonical = faAliases[name] ?? name;
  // Iconify centres every icon on a 640×640 canvas: crop to the icon's own box so it fills 1em
  // as Font Awesome draws it. An icon newer than fa-metrics.json keeps the canvas width, so it
  // is never clipped (just a little narrower). The path moves to the box rather than the
  // viewBox to the path: a viewBox at 0 0 is what lets repeated icons share a sprite symbol.
  const width = faWidths.get(`${style}:${canonical}`) ?? 640;
  return { kind: 'fontawesome', name: canonical, viewBox: `0 0 ${width} 512`, body: d, transform: `translate(${-(640 - width) / 2} -64)` };
}

/** The stroke attributes Lucide puts on every icon (on a wrapping <g>, or on its one element). */
const LUCIDE_STROKE = ' fill="none" stroke="currentColor" stroke-linecap="round" stroke-linejoin="round" stroke-width="2"';
const LUCIDE_WRAPPER = new RegExp(`^<g${LUCIDE_STROKE}>([\\s\\S]*)</g>$`);
const LUCIDE_SINGLE = new RegExp(`^(<\\w+[^<>]*?)${LUCIDE_STROKE}([^<>]*/>)$`);

function outline(key: 'lucide' | 'tabler', name: string): IconData | null {
  const set = loadSet(key);
  if (!set) return null;
  const canonical = set.icons[name] ? name : set.aliases?.[name]?.parent;
  const icon = canonical ? set.icons[canonical] : undefined;
  if (!icon || !canonical) return null;
  const drawn = { name: canonical, viewBox: '0 0 24 24' };
  if (key === 'lucide') {
    // Lucide's icons all carry the same stroke attributes: the component sets them on <svg>, as
    // before, where the theme's CSS can override them. Anything else is drawn as it comes.
    const wrapped = LUCIDE_WRAPPER.exec(icon.body);
    if (wrapped) return { kind: 'lucide', ...drawn, body: wrapped[1]! };
    const single = LUCIDE_SINGLE.exec(icon.body);
    if (single) return { kind: 'lucide', ...drawn, body: `${single[1]}${single[2]}` };
  }
  // Tabler's markup carries its own fill and stroke on each element.
  return { kind: 'markup', ...drawn, body: icon.body };
}

const FA_STYLE_WORDS = /^(?:fa-?)?(solid|regular|brands|light|thin|duotone|sharp-solid|sharp-regular|sharp-light|sharp-thin|sharp-duotone-solid|sharp|fas|far|fab|fal|fat|fad|fa)$/;

/** `fa-solid fa-house`, `fas fa-house`, `fa-house`, `House` → name `house`, style `solid`. */
export function parseIconName(raw: string, style?: string): { name: string; style?: string } {
  let name = '';
  let found = style?.toLowerCase();
  for (const word of raw.toLowerCase().split(/\s+/)) {
    const styleWord = FA_STYLE_WORDS.exec(word);
    if (styleWord && word !== 'fa') {
      const s = styleWord[1];
      found ??= s === 'fas' ? 'solid' : s === 'far' ? 'regular' : s === 'fab' ? 'brands' : s;
    } else if (word !== 'fa') {
      name = word.replace(/^fa-/, '');
    }
  }
  return { name: name.replace(/[^a-z0-9-]/g, ''), ...(found && { style: found }) };
}

/**
 * Font Awesome styles to try: the one asked for, then the others. No style: regular first
 * (Mintlify's default look), then solid. Pro-only styles (light, thin, duotone, sharp-*) have
 * no free set and draw solid.
 */
function faStyles(style: string | undefined): FaStyle[] {
  if (style === 'brands') return ['brands', 'solid', 'regular'];
  if (style === undefined || style === 'regular') return ['regular', 'solid', 'brands'];
  return ['solid', 'regular', 'brands'];
}

type Finder = (name: string, style?: string) => IconData | null;
const FIND: Record<IconLibrary, Finder> = {
  fontawesome: (name, style) => {
    for (const s of faStyles(style)) {
      const hit = fontAwesome(s, name);
      if (hit) return hit;
    }
    return null;
  },
  lucide: (name) => outline('lucide', name),
  tabler: (name) => outline('tabler', name),
};

/** The requested library first, then the others: a Lucide site can still use `github`. */
const ORDER: Record<IconLibrary, IconLibrary[]> = {
  fontawesome: ['fontawesome', 'lucide', 'tabler'],
  lucide: ['lucide', 'fontawesome', 'tabler'],
  tabler: ['tabler', 'fontawesome', 'lucide'],
};

const found = new Map<string, IconData | null>();

/**
 * Finds an icon by the name a page wrote: in the given library, then the others; then, for a
 * Font Awesome Pro name with no free glyph (`rocket-launch`), the free icon chosen for it in
 * icon-fallbacks.ts. Null when no set has it: the caller reports it.
 */
export function findIcon(raw: string, library: IconLibrary = 'fontawesome', style?: IconStyle): IconData | null {
  const key = `${library}|${style ?? ''}|${raw}`;
  let hit = found.get(key);
  if (hit === undefined) {
    hit = lookUp(raw, library, style);
    found.set(key, hit);
  }
  return hit;
}

function lookUp(raw: string, library: IconLibrary, style?: IconStyle): IconData | null {
  const parsed = parseIconName(raw, style);
  if (!parsed.name) return null;
  for (const lib of ORDER[library]) {
    const hit = FIND[lib](parsed.name, parsed.style);
    if (hit) return hit;
  }
  const fallback = ICON_FALLBACKS[parsed.name];
  if (!fallback) return null;
  const [lib, name] = fallback.includes(':') ? (fallback.split(':') as [IconLibrary, string]) : (['fontawesome', fallback] as const);
  return FIND[lib](name, parsed.style);
}

/** Up to three names the sets have that are close to `raw` (for "did you mean"), the library's own first. */
export function suggestIcons(raw: string, library: IconLibrary = 'fontawesome'): string[] {
  const { name } = parseIconName(raw);
  if (!name) return [];
  const keys: SetKey[] = library === 'fontawesome' ? ['solid', 'brands', 'regular'] : [library, 'solid', 'brands'];
  const letters = sortedLetters(name);
  const scored: { name: string; d: number }[] = [];
  const seen = new Set<string>();
  const consider = (candidate: string) => {
    if (seen.has(candidate)) return;
    seen.add(candidate);
    const d = editDistance(name, candidate);
    // Among equally close names, one with the same letters (a swap: `gaer`) or the same first letter ranks first.
    const tie = (sortedLetters(candidate) === letters ? 0 : 2) + (candidate[0] === name[0] ? 0 : 1);
    if (closeEnough(name, d)) scored.push({ name: candidate, d: d * 4 + tie });
  };
  for (const key of keys) {
    const set = loadSet(key);
    for (const candidate of Object.keys(set?.icons ?? {})) consider(candidate);
    for (const candidate of Object.keys(set?.aliases ?? {})) consider(candidate);
  }
  for (const candidate of Object.keys(ICON_FALLBACKS)) consider(candidate);
  // Stable: equally close names keep the library's own first.
  return scored.sort((a, b) => a.d - b.d).slice(0, 3).map((s) => s.name);
}

const sortedLetters = (word: string) => [...word].sort().join('');
