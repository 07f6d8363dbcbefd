import { readFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { initWasm, Resvg } from '@resvg/resvg-wasm';
import satori from 'satori';
import type { DocsConfig } from '../config/docs-config-schema.js';
import { isExternal } from '../shared/is-external.js';
import { type CardImage, OG_HEIGHT, OG_WIDTH, ogCard, type OgCardInput } from '../render/og-card.js';
import { type CardTextField, cardTexts, textNeeds, withoutUndrawable } from '../render/og-text.js';
import { readVendorFile, type VendorFile } from '../render/vendor-files.js';
import { encodePng } from './png-encode.js';
import { findSystemFont } from './system-font.js';
import { imageSize } from '../site/image-size.js';

/**
 * Social images (issue 29): a page's card laid out by satori (to SVG, text as paths) and drawn
 * by resvg's WebAssembly build (to PNG) — no browser, no native module. The fonts and the
 * WebAssembly are read once per process, on the first image.
 */
type Font = { name: string; data: Buffer; weight: 400 | 700; style: 'normal' };
let engine: Promise<{ fonts: Font[] }> | undefined;

const INTER_SUBSETS = ['latin', 'latin-ext', 'vietnamese', 'greek', 'cyrillic'];

function start() {
  engine ??= (async () => {
    const faces = INTER_SUBSETS.flatMap((subset) => ([400, 700] as const).map((weight) => ({ subset, weight })));
    const [wasm, ...data] = await Promise.all([
      readVendorFile('@resvg/resvg-wasm/index_bg.wasm'),
      ...faces.map(({ subset, weight }) => readVendorFile(`@fontsource/inter/files/inter-${subset}-${weight}-normal.woff` as VendorFile)),
    ]);
    await initWasm(wasm);
    return { fonts: faces.map(({ weight }, i) => ({ name: 'Inter', data: data[i]!, weight, style: 'normal' as const })) };
  })();
  return engine;
}

/** A drawn card, and the text fields left off it with why (the caller warns). */
export interface OgImage {
  png: Uint8Array;
  dropped?: CardTextField[];
  why?: string;
}

/**
 * The PNG of one card. Text in scripts the bundled Inter lacks is drawn with an installed font
 * that has it; a field no font can draw (or in a script satori cannot lay out) is left off, and
 * the result says which and why. Throws when satori or resvg cannot draw the card at all.
 */
export async function renderOgImage(card: OgCardInput): Promise<OgImage> {
  const { fonts: inter } = await start();
  const needs = textNeeds(Object.values(cardTexts(card)));
  let fonts: Font[] = inter;
  let input = card;
  let missing: string[] = [];
  if (needs.fallback.length) {
    const system = await findSystemFont(needs.fallback);
    if (system) {
      fonts = [...inter, { name: system.family, data: system.regular, weight: 400, style: 'normal' }];
      if (system.bold) fonts.push({ name: system.family, data: system.bold, weight: 700, style: 'normal' });
    } else missing = needs.fallback;
  }
  let dropped: CardTextField[] = [];
  if (missing.length || needs.unshaped.length) ({ input, dropped } = withoutUndrawable(card, new Set(missing)));
  // satori takes React elements; ogCard builds the same plain shape without React.
  const svg = await satori(ogCard(input) as unknown as Parameters<typeof satori>[0], { width: OG_WIDTH, height: OG_HEIGHT, fonts });
  const png = drawPng(svg);
  if (!dropped.length) return { png };
  const whys: string[] = [];
  if (needs.unshaped.length) whys.push(`${needs.unshaped.join(', ')} text needs right-to-left or contextual shaping, which the image renderer (satori) does not do`);
  if (missing.length) whys.push(`no installed font (fontconfig) has ${quoteChars(missing)}`);
  return { png, dropped, why: whys.join('; ') };
}

function quoteChars(chars: readonly string[]): string {
  return `"${chars.slice(0, 12).join('')}"${chars.length > 12 ? ` and ${chars.length - 12} more characters` : ''}`;
}

/**
 * An image scaled to the size the card draws it, once, as a PNG: every card then decodes that
 * instead of the original (a 2048×1082 JPEG background took resvg 2.4 s per card, a 2000×2000
 * PNG logo about half a second).
 */
async function flatten(src: string, width: number, height: number, fit: string): Promise<string> {
  await start();
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><image href="${src}" width="${width}" height="${height}" preserveAspectRatio="${fit}"/></svg>`;
  return `data:image/png;base64,${Buffer.from(drawPng(svg)).toString('base64')}`;
}

/**
 * An SVG drawn to PNG by resvg. Both the renderer and the rendered image live in WebAssembly
 * memory, which never shrinks: the image (its 3 MB pixmap) must be freed as well, or each card
 * grows the render process by its size until a collection finalises it (60 cards: +190 MB).
 */
function drawPng(svg: string): Uint8Array {
  const resvg = new Resvg(svg, { fitTo: { mode: 'original' } });
  try {
    const image = resvg.render();
    try {
      return encodePng(image.pixels, image.width, image.height);
    } finally {
      image.free();
    }
  } finally {
    resvg.free();
  }
}

const MIME: Record<string, string> = { '.svg': 'image/svg+xml', '.png': 'image/png', '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg' };

/** A docs-folder image (`/logo.svg`) as a data URI with its size; undefined for URLs, other types or a missing file. */
async function readImage(root: string, path: string | undefined): Promise<(CardImage & { ext: string }) | undefined> {
  if (!path || isExternal(path) || path.startsWith('data:')) return undefined;
  const ext = extname(path).toLowerCase();
  const mime = MIME[ext];
  if (!mime) return undefined;
  const bytes = await readFile(join(root, path.replace(/^\/+/, ''))).catch(() => undefined);
  const size = bytes && imageSize(bytes, ext);
  if (!bytes || !size) return undefined;
  return { src: `data:${mime};base64,${bytes.toString('base64')}`, ...size, ext };
}

/** Logo height on the card; a wide logo is narrowed to fit. */
const LOGO_HEIGHT = 56;
const LOGO_MAX_WIDTH = 480;

/**
 * The docs folder's images a card shows: the logo for the card's appearance (`logo.dark` on a
 * dark card) scaled to the card, and `thumbnails.background`. Read once per build.
 */
export async function ogCardImages(root: string, config: Pick<DocsConfig, 'logo' | 'thumbnails'>): Promise<{ logo?: CardImage; background?: string }> {
  const dark = config.thumbnails?.appearance === 'dark';
  const logoPath = typeof config.logo === 'string' ? config.logo : config.logo && (dark ? (config.logo.dark ?? config.logo.light) : config.logo.light);
  const [logo, background] = await Promise.all([readImage(root, logoPath), readImage(root, config.thumbnails?.background)]);
  const out: { logo?: CardImage; background?: string } = {};
  if (logo) {
    let height = LOGO_HEIGHT;
    let width = (logo.width / logo.height) * height;
    if (width > LOGO_MAX_WIDTH) [width, height] = [LOGO_MAX_WIDTH, (LOGO_MAX_WIDTH / width) * height];
    const size = { width: Math.round(width), height: Math.round(height) };
    out.logo = { src: await flatten(logo.src, size.width, size.height, 'xMidYMid meet'), ...size };
  }
  if (background) out.background = await flatten(background.src, OG_WIDTH, OG_HEIGHT, 'xMidYMid slice');
  return out;
}
