import { readFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import type { DocsConfig } from '../config/docs-config-schema.js';
import { isExternal } from '../shared/is-external.js';

/** An image's intrinsic size in CSS pixels. */
export interface ImageSize {
  width: number;
  height: number;
}

/** Width and height of a PNG (IHDR), an SVG (width/height, else viewBox) or a JPEG (SOF), if found. */
export function imageSize(bytes: Buffer, ext: string): ImageSize | undefined {
  if (ext === '.png' && bytes.length > 24 && bytes.toString('latin1', 12, 16) === 'IHDR') return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
  if (ext === '.svg') {
    const tag = /<svg\b[^>]*>/i.exec(bytes.toString('utf8'))?.[0] ?? '';
    const attr = (name: string) => Number.parseFloat(new RegExp(`\\s${name}\\s*=\\s*["']([\\d.]+)(px)?["']`).exec(tag)?.[1] ?? '');
    const [w, h] = [attr('width'), attr('height')];
    if (w > 0 && h > 0) return { width: w, height: h };
    const box = /viewBox\s*=\s*["']\s*[-\d.]+[\s,]+[-\d.]+[\s,]+([\d.]+)[\s,]+([\d.]+)/i.exec(tag);
    if (box && Number(box[1]) > 0 && Number(box[2]) > 0) return { width: Number(box[1]), height: Number(box[2]) };
    return undefined;
  }
  if (ext === '.jpg' || ext === '.jpeg') {
    for (let i = 2; i + 9 < bytes.length; ) {
      if (bytes[i] !== 0xff) return undefined;
      const marker = bytes[i + 1]!;
      if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)) return { width: bytes.readUInt16BE(i + 7), height: bytes.readUInt16BE(i + 5) };
      i += 2 + bytes.readUInt16BE(i + 2);
    }
  }
  return undefined;
}

/**
 * The intrinsic sizes of docs.json's logo files (`logo`, `logo.light`, `logo.dark`), by the path
 * docs.json gives. The header draws each logo with width/height from it, so the browser reserves
 * its box before the image arrives (no layout shift). External URLs, unreadable files and
 * formats without a readable size are left out: those logos are drawn without attributes.
 */
export async function readLogoSizes(root: string, logo: DocsConfig['logo']): Promise<Record<string, ImageSize>> {
  const paths = typeof logo === 'string' ? [logo] : [logo?.light, logo?.dark];
  const sizes: Record<string, ImageSize> = {};
  for (const path of new Set(paths)) {
    if (!path || isExternal(path) || path.startsWith('data:')) continue;
    const bytes = await readFile(join(root, path.replace(/^\/+/, '').split(/[?#]/)[0] ?? '')).catch(() => undefined);
    const size = bytes && imageSize(bytes, extname(path.split(/[?#]/)[0] ?? '').toLowerCase());
    if (size) sizes[path] = size;
  }
  return sizes;
}
