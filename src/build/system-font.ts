import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { promisify } from 'node:util';

/** A font installed on this machine, read for satori: its family, a regular face and, when there is one, a bold face. */
export interface SystemFont {
  family: string;
  regular: Buffer;
  bold?: Buffer;
}

/** satori (opentype.js) reads TTF, OTF and WOFF; not WOFF2, and not the TTC collections many CJK packages ship. */
const READABLE = /\.(ttf|otf|woff)$/i;

const found = new Map<string, Promise<SystemFont | undefined>>();

/**
 * An installed font that has every one of `chars`, found with fontconfig (`fc-list
 * :charset=…`), or undefined (no such font, or no fontconfig). Upright sans faces are preferred
 * to serif, monospaced and slanted ones. Looked up once per set of characters and process.
 */
export function findSystemFont(chars: readonly string[]): Promise<SystemFont | undefined> {
  const key = chars.join('');
  let lookup = found.get(key);
  if (!lookup) {
    lookup = lookUp(chars);
    found.set(key, lookup);
  }
  return lookup;
}

interface Face {
  file: string;
  weight: number;
  family: string;
  style: string;
}

async function lookUp(chars: readonly string[]): Promise<SystemFont | undefined> {
  const charset = chars.map((c) => c.codePointAt(0)!.toString(16)).join(' ');
  let listed: string;
  try {
    ({ stdout: listed } = await promisify(execFile)('fc-list', [`:charset=${charset}`, '--format', '%{file}|%{weight}|%{family[0]}|%{style[0]}\\n'], { timeout: 10_000, maxBuffer: 4 << 20 }));
  } catch {
    return undefined;
  }
  const faces: Face[] = listed
    .split('\n')
    .map((line) => line.split('|'))
    .filter((f) => f.length === 4 && READABLE.test(f[0]!))
    .map(([file, weight, family, style]) => ({ file: file!, weight: Number(weight), family: family!, style: style! }));
  const upright = faces.filter((f) => !/italic|oblique/i.test(f.style));
  const rank = (f: Face) => (/mono/i.test(f.family) ? 2 : 0) + (/serif/i.test(f.family) && !/sans/i.test(f.family) ? 1 : 0) + (/condensed|narrow/i.test(`${f.family} ${f.style}`) ? 1 : 0);
  // fontconfig weights: 80 regular, 200 bold.
  const regular = upright.filter((f) => f.weight <= 100).sort((a, b) => rank(a) - rank(b) || a.file.localeCompare(b.file))[0] ?? upright[0];
  if (!regular) return undefined;
  const bold = upright.find((f) => f.family === regular.family && f.weight >= 180 && f.style !== regular.style);
  try {
    return { family: regular.family, regular: await readFile(regular.file), ...(bold && { bold: await readFile(bold.file) }) };
  } catch {
    return undefined;
  }
}
