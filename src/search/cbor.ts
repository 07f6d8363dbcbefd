/**
 * The part of CBOR (RFC 8949) that Pagefind's bundle files use — unsigned and negative
 * integers, byte and text strings, arrays, maps, false/true/null — decoded and encoded with
 * the shortest head, as Pagefind's own encoder writes them, so an untouched value encodes back
 * to the same bytes. Floats and tags are not used by Pagefind and are refused.
 */
export type CborValue = number | string | Uint8Array | boolean | null | CborValue[] | CborMap;
export type CborMap = Map<CborValue, CborValue>;

export function decodeCbor(bytes: Uint8Array, start = 0): { value: CborValue; end: number } {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let pos = start;
  const length = (info: number): number => {
    if (info < 24) return info;
    if (info === 24) return bytes[pos++]!;
    if (info === 25) {
      pos += 2;
      return view.getUint16(pos - 2);
    }
    if (info === 26) {
      pos += 4;
      return view.getUint32(pos - 4);
    }
    if (info === 27) {
      const n = Number(view.getBigUint64(pos));
      pos += 8;
      return n;
    }
    throw new Error(`CBOR: indefinite or reserved length (${info}) at byte ${pos}`);
  };
  const read = (): CborValue => {
    if (pos >= bytes.length) throw new Error('CBOR: unexpected end');
    const head = bytes[pos++]!;
    const major = head >> 5;
    const info = head & 31;
    switch (major) {
      case 0:
        return length(info);
      case 1:
        return -1 - length(info);
      case 2: {
        const n = length(info);
        pos += n;
        return bytes.slice(pos - n, pos);
      }
      case 3: {
        const n = length(info);
        pos += n;
        return new TextDecoder().decode(bytes.subarray(pos - n, pos));
      }
      case 4: {
        const n = length(info);
        const out: CborValue[] = [];
        for (let i = 0; i < n; i++) out.push(read());
        return out;
      }
      case 5: {
        const n = length(info);
        const out: CborMap = new Map();
        for (let i = 0; i < n; i++) out.set(read(), read());
        return out;
      }
      case 7:
        if (info === 20) return false;
        if (info === 21) return true;
        if (info === 22) return null;
        throw new Error(`CBOR: unsupported simple value or float (${info})`);
      default:
        throw new Error(`CBOR: unsupported major type ${major}`);
    }
  };
  const value = read();
  return { value, end: pos };
}

export function encodeCbor(value: CborValue): Uint8Array {
  const parts: number[] = [];
  const head = (major: number, n: number) => {
    const m = major << 5;
    if (n < 24) parts.push(m | n);
    else if (n < 0x100) parts.push(m | 24, n);
    else if (n < 0x10000) parts.push(m | 25, n >> 8, n & 255);
    else if (n < 0x100000000) parts.push(m | 26, (n >>> 24) & 255, (n >>> 16) & 255, (n >>> 8) & 255, n & 255);
    else {
      parts.push(m | 27);
      const big = BigInt(n);
      for (let shift = 56n; shift >= 0n; shift -= 8n) parts.push(Number((big >> shift) & 255n));
    }
  };
  const write = (v: CborValue) => {
    if (typeof v === 'number') {
      if (!Number.isSafeInteger(v)) throw new Error(`CBOR: ${v} is not an integer`);
      if (v >= 0) head(0, v);
      else head(1, -1 - v);
    } else if (typeof v === 'string') {
      const b = new TextEncoder().encode(v);
      head(3, b.length);
      for (const x of b) parts.push(x);
    } else if (v instanceof Uint8Array) {
      head(2, v.length);
      for (const x of v) parts.push(x);
    } else if (v === false) parts.push(0xf4);
    else if (v === true) parts.push(0xf5);
    else if (v === null) parts.push(0xf6);
    else if (Array.isArray(v)) {
      head(4, v.length);
      for (const x of v) write(x);
    } else {
      head(5, v.size);
      for (const [k, x] of v) {
        write(k);
        write(x);
      }
    }
  };
  write(value);
  return Uint8Array.from(parts);
}
