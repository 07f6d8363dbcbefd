import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createIcon, type IconData, type IconLibrary, type IconStyle } from './icon-view.js';

export { IconLibraryContext, isImageSource, iconKey, type IconData, type IconLibrary, type IconProps, type IconStyle } from './icon-view.js';

const require = createRequire(import.meta.url);
/*
 * Process-wide lookups filled on demand: each icon is read from its own file in the
 * package (`faHouse.js`, `house.svg`) the first time a page uses it, so a build never
 * loads the ~4,000-icon indexes. Misses are cached too.
 */
const faCache = new Map<string, IconData | null>();
const lucideCache = new Map<string, IconData | null>();
let lucideDir: string | undefined;

const FA_PACKAGES: Record<string, string> = {
  solid: '@fortawesome/free-solid-svg-icons',
  regular: '@fortawesome/free-regular-svg-icons',
  brands: '@fortawesome/free-brands-svg-icons',
};
const FA_STYLE_WORDS = /^(?:fa-?)?(solid|regular|brands|light|thin|duotone|sharp-solid|sharp-regular|sharp|fas|far|fab|fa)$/;

/**
 * Finds an icon by name: the given library first, then the other one, so a Lucide
 * site can still use `github` and a Font Awesome site `square-dashed`. Font Awesome
 * looks in the requested style, then regular → solid → brands.
 */
export function findIcon(raw: string, library: IconLibrary = 'fontawesome', style?: IconStyle): IconData | null {
  const parsed = parseIconName(raw, style);
  if (!parsed.name) return null;
  const order = library === 'lucide' ? [findLucide, findFontAwesome] : [findFontAwesome, findLucide];
  for (const find of order) {
    const found = find(parsed.name, parsed.style);
    if (found) return found;
  }
  return null;
}

/** `fa-solid fa-house`, `fas fa-house`, `fa-house`, `House` → name `house`, style `solid`. */
function parseIconName(raw: string, style?: string): { name: string; style?: string } {
  let name = '';
  let found = style;
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

function findFontAwesome(name: string, style?: string): IconData | null {
  const styles = style === 'brands' ? ['brands', 'solid'] : style === 'solid' ? ['solid', 'regular', 'brands'] : ['regular', 'solid', 'brands'];
  for (const s of styles) {
    const key = `${s}:${name}`;
    let hit = faCache.get(key);
    if (hit === undefined) {
      hit = loadFontAwesome(FA_PACKAGES[s]!, name);
      faCache.set(key, hit);
    }
    if (hit) return hit;
  }
  return null;
}

function loadFontAwesome(pkg: string, name: string): IconData | null {
  const exportName = `fa${name.split('-').map((p) => (p ? p[0]!.toUpperCase() + p.slice(1) : '')).join('')}`;
  try {
    const mod = require(`${pkg}/${exportName}`) as { width: number; height: number; iconName: string; svgPathData: string | string[] };
    const d = Array.isArray(mod.svgPathData) ? mod.svgPathData.join(' ') : mod.svgPathData;
    return { kind: 'fontawesome', name: mod.iconName, viewBox: `0 0 ${mod.width} ${mod.height}`, body: d };
  } catch {
    return null;
  }
}

function findLucide(name: string): IconData | null {
  let hit = lucideCache.get(name);
  if (hit === undefined) {
    hit = loadLucide(name);
    lucideCache.set(name, hit);
  }
  return hit;
}

function loadLucide(name: string): IconData | null {
  try {
    lucideDir ??= require.resolve('lucide-static/package.json').replace(/package\.json$/, 'icons/');
    const svg = readFileSync(`${lucideDir}${name}.svg`, 'utf8');
    const inner = /<svg[^>]*>([\s\S]*)<\/svg>/.exec(svg)?.[1];
    if (!inner) return null;
    return { kind: 'lucide', name, viewBox: '0 0 24 24', body: inner.replace(/\s*\n\s*/g, '') };
  } catch {
    return null;
  }
}

/**
 * Renders an icon as inline SVG at build time (no icon font, no CDN): Font Awesome
 * free icons by their Mintlify names, Lucide icons when the library is lucide, an
 * `<img>` for a URL or path. An unknown name renders nothing.
 */
export const Icon = createIcon(findIcon);
