import { inflateSync } from 'node:zlib';

/**
 * A WOFF 1.0 font (the format @fontsource ships the static Inter faces in) as the TrueType or
 * OpenType file it wraps, which HarfBuzz reads: each table inflated when it is compressed, laid
 * out behind an sfnt header. Checksums are copied, not checked. Throws on anything else.
 */
export function woffToSfnt(woff: Uint8Array): Uint8Array {
  const view = new DataView(woff.buffer, woff.byteOffset, woff.byteLength);
  if (woff.byteLength < 44 || view.getUint32(0) !== 0x774f4646) throw new Error('not a WOFF 1.0 font (no wOFF signature)');
  const flavor = view.getUint32(4);
  const numTables = view.getUint16(12);
  const tables: { tag: number; checksum: number; data: Uint8Array }[] = [];
  for (let i = 0; i < numTables; i++) {
    const at = 44 + i * 20;
    const offset = view.getUint32(at + 4);
    const compressed = view.getUint32(at + 8);
    const length = view.getUint32(at + 12);
    if (offset + compressed > woff.byteLength) throw new Error('WOFF table outside the file');
    const stored = woff.subarray(offset, offset + compressed);
    const data = compressed < length ? inflateSync(stored) : stored;
    if (data.byteLength !== length) throw new Error('WOFF table of the wrong length once inflated');
    tables.push({ tag: view.getUint32(at), checksum: view.getUint32(at + 16), data });
  }
  const header = 12 + numTables * 16;
  const size = tables.reduce((total, t) => total + ((t.data.byteLength + 3) & ~3), header);
  const out = new Uint8Array(size);
  const sfnt = new DataView(out.buffer);
  // The binary-search fields of the offset table, as the OpenType spec defines them.
  const power = 2 ** Math.floor(Math.log2(numTables || 1));
  sfnt.setUint32(0, flavor);
  sfnt.setUint16(4, numTables);
  sfnt.setUint16(6, power * 16);
  sfnt.setUint16(8, Math.log2(power));
  sfnt.setUint16(10, numTables * 16 - power * 16);
  let offset = header;
  tables.forEach((t, i) => {
    const record = 12 + i * 16;
    sfnt.setUint32(record, t.tag);
    sfnt.setUint32(record + 4, t.checksum);
    sfnt.setUint32(record + 8, offset);
    sfnt.setUint32(record + 12, t.data.byteLength);
    out.set(t.data, offset);
    offset += (t.data.byteLength + 3) & ~3;
  });
  return out;
}
