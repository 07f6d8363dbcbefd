import { crc32, deflateSync } from 'node:zlib';

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function chunk(type: string, data: Buffer): Buffer {
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  out.write(type, 4, 'latin1');
  data.copy(out, 8);
  out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)), 8 + data.length);
  return out;
}

// The filtered rows before compression, reused from card to card: a fresh 2.3–3 MB buffer per
// card was external memory the collector had to chase. deflateSync reads it before returning.
let scratch = Buffer.alloc(0);
function rowsBuffer(bytes: number): Buffer {
  if (scratch.length < bytes) scratch = Buffer.alloc(bytes);
  return scratch.subarray(0, bytes);
}

/** Opaque pixels as RGB rows (filter byte 0 each); undefined as soon as one pixel is not opaque. */
function opaqueRows(pixels: Uint8Array, width: number, height: number): Buffer | undefined {
  const stride = width * 3 + 1;
  const raw = rowsBuffer(stride * height);
  for (let y = 0; y < height; y++) {
    let o = y * stride;
    raw[o++] = 0;
    const end = (y + 1) * width * 4;
    for (let s = y * width * 4; s < end; s += 4) {
      if (pixels[s + 3] !== 255) return undefined;
      raw[o] = pixels[s]!;
      raw[o + 1] = pixels[s + 1]!;
      raw[o + 2] = pixels[s + 2]!;
      o += 3;
    }
  }
  return raw;
}

/** Premultiplied RGBA as straight RGBA rows (filter byte 0 each), as PNG stores colour. */
function alphaRows(premultiplied: Uint8Array, width: number, height: number): Buffer {
  const stride = width * 4;
  const raw = rowsBuffer((stride + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (stride + 1) + 1;
    raw[row - 1] = 0;
    raw.set(premultiplied.subarray(y * stride, (y + 1) * stride), row);
    for (let i = row + 3; i < row + stride; i += 4) {
      const alpha = raw[i]!;
      if (alpha === 255) continue;
      for (let c = i - 3; c < i; c++) raw[c] = alpha === 0 ? 0 : Math.min(255, Math.round((raw[c]! * 255) / alpha));
    }
  }
  return raw;
}

/**
 * A PNG of a premultiplied RGBA pixmap such as resvg's `RenderedImage.pixels`, compressed by
 * Node's own zlib: 8-bit RGB when every pixel is opaque (a social card on its ground colour),
 * else RGBA; rows unfiltered (cards are flat colour and text, which deflate packs best as they
 * are); deflate level 3, which packs a card in about half the time of level 6 for ~10 kB more
 * (figures in bench/RESULTS.md).
 */
export function encodePng(premultiplied: Uint8Array, width: number, height: number): Buffer {
  if (premultiplied.length !== width * 4 * height) throw new Error(`encodePng: ${premultiplied.length} bytes for ${width}×${height} RGBA`);
  const rgb = opaqueRows(premultiplied, width, height);
  return pngOfRows(rgb ?? alphaRows(premultiplied, width, height), width, height, rgb ? 'rgb' : 'rgba');
}

/**
 * A PNG of rows already in PNG's layout (a filter byte, then 8-bit RGB or straight RGBA
 * pixels, per row), compressed at deflate level 3 as `encodePng` does.
 */
export function pngOfRows(rows: Uint8Array, width: number, height: number, colour: 'rgb' | 'rgba'): Buffer {
  if (rows.length !== (width * (colour === 'rgb' ? 3 : 4) + 1) * height) throw new Error(`pngOfRows: ${rows.length} bytes for ${width}×${height} ${colour}`);
  return png(width, height, colour === 'rgb' ? 2 : 6, rows);
}

/**
 * A palette PNG (colour type 3) of rows of one-byte entries (a filter byte, then one entry a
 * pixel, per row) and the palette's RGB triples, compressed at deflate level 3 as `encodePng` does.
 */
export function pngOfIndexedRows(rows: Uint8Array, width: number, height: number, palette: Uint8Array): Buffer {
  if (rows.length !== (width + 1) * height) throw new Error(`pngOfIndexedRows: ${rows.length} bytes for ${width}×${height} entries`);
  if (palette.length % 3 !== 0 || palette.length < 3 || palette.length > 768)
    throw new Error(`pngOfIndexedRows: a palette of ${palette.length} bytes is not 1–256 RGB entries`);
  return png(width, height, 3, rows, Buffer.from(palette.buffer, palette.byteOffset, palette.length));
}

/** The PNG file: 8-bit samples of colour type 2 (RGB), 3 (palette, with its PLTE) or 6 (RGBA), the rows deflated at level 3. */
function png(width: number, height: number, colourType: 2 | 3 | 6, rows: Uint8Array, palette?: Buffer): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = colourType;
  return Buffer.concat([
    SIGNATURE,
    chunk('IHDR', header),
    ...(palette ? [chunk('PLTE', palette)] : []),
    chunk('IDAT', deflateSync(rows, { level: 3 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
