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

/**
 * A PNG (8-bit RGBA, no interlace) of a premultiplied RGBA pixmap such as resvg's
 * `RenderedImage.pixels`, compressed by Node's own zlib. resvg-wasm's `asPng()` does the same
 * in WebAssembly at about twice the CPU and with larger files (a 1200×630 social card: ~23 ms
 * and 46.5 kB there, ~12 ms and ~29 kB here; bench/RESULTS.md). Rows are left unfiltered: the
 * cards are flat colour and text, which deflate packs best as they are.
 */
export function encodePng(premultiplied: Uint8Array, width: number, height: number): Buffer {
  const stride = width * 4;
  if (premultiplied.length !== stride * height) throw new Error(`encodePng: ${premultiplied.length} bytes for ${width}×${height} RGBA`);
  const raw = Buffer.alloc((stride + 1) * height);
  for (let y = 0; y < height; y++) {
    // Byte 0 of each row: filter type 0 (none), left as allocated.
    const row = y * (stride + 1) + 1;
    raw.set(premultiplied.subarray(y * stride, (y + 1) * stride), row);
    for (let i = row + 3; i < row + stride; i += 4) {
      const alpha = raw[i]!;
      if (alpha === 255) continue;
      // PNG stores straight (not premultiplied) colour.
      for (let c = i - 3; c < i; c++) raw[c] = alpha === 0 ? 0 : Math.min(255, Math.round((raw[c]! * 255) / alpha));
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 6; // colour type: RGBA
  return Buffer.concat([SIGNATURE, chunk('IHDR', header), chunk('IDAT', deflateSync(raw, { level: 6 })), chunk('IEND', Buffer.alloc(0))]);
}
