import { createHash } from 'node:crypto';
import { gunzipSync, gzipSync } from 'node:zlib';
import { decodeCbor, encodeCbor, type CborValue } from './cbor.js';

/**
 * Pagefind writes a few parts of a bundle in the order of a Rust hash map, which is seeded
 * afresh in every run: the values of a filter (`version: 2026-10, 2026-04` one run,
 * `2026-04, 2026-10` the next), the filter and sort lists of the meta file, the languages of
 * `pagefind-entry.json` — and the file names, being hashes of the content, change with them.
 * The same pages gave a different search bundle in every build (issue 31). This sorts those
 * parts and renames what changed, so one input gives one bundle, byte for byte. Page order
 * is the indexer's (search/ordered-feed.ts); fragments and word indexes are already stable.
 */

export interface BundleFile {
  path: string;
  content: Uint8Array;
}

/** Pagefind's files are gzip of this signature followed by CBOR (or JSON, for fragments). */
const SIGNATURE = 'pagefind_dcd';

function unpack(content: Uint8Array): CborValue | undefined {
  const raw = gunzipSync(content);
  if (raw.subarray(0, SIGNATURE.length).toString() !== SIGNATURE) return undefined;
  return decodeCbor(raw.subarray(SIGNATURE.length)).value;
}

function pack(value: CborValue): Uint8Array {
  const body = encodeCbor(value);
  const out = new Uint8Array(SIGNATURE.length + body.length);
  out.set(new TextEncoder().encode(SIGNATURE));
  out.set(body, SIGNATURE.length);
  return new Uint8Array(gzipSync(out, { level: 9 }));
}

const byFirst = (a: CborValue, b: CborValue) => {
  const x = String((a as CborValue[])[0]);
  const y = String((b as CborValue[])[0]);
  return x < y ? -1 : x > y ? 1 : 0;
};

function sortedPairs(value: CborValue): CborValue {
  return Array.isArray(value) ? [...value].sort(byFirst) : value;
}

/** `en_9ffb194` → a name of the same shape (language, `_`, as many hex digits) for new content. */
function renamed(old: string, content: Uint8Array): string {
  const cut = old.lastIndexOf('_');
  const digits = old.length - cut - 1;
  return `${old.slice(0, cut + 1)}${createHash('sha256').update(content).digest('hex').slice(0, digits)}`;
}

/** The bundle with hash-map-ordered parts sorted and the files they changed renamed. Other files pass through untouched. */
export function canonicalBundle(files: readonly BundleFile[]): BundleFile[] {
  const filterNames = new Map<string, string>();
  const out: BundleFile[] = [];
  const metas: BundleFile[] = [];
  let entry: BundleFile | undefined;
  for (const f of files) {
    const path = f.path.replace(/\\/g, '/');
    const filter = /^filter\/(.+)\.pf_filter$/.exec(path);
    if (filter) {
      const value = unpack(f.content);
      if (!Array.isArray(value) || !Array.isArray(value[1])) {
        out.push(f);
        continue;
      }
      const content = pack([value[0]!, sortedPairs(value[1]), ...value.slice(2)]);
      const name = renamed(filter[1]!, content);
      filterNames.set(filter[1]!, name);
      out.push({ path: `filter/${name}.pf_filter`, content });
    } else if (/^pagefind\.[^/]+\.pf_meta$/.test(path)) metas.push(f);
    else if (path === 'pagefind-entry.json') entry = f;
    else out.push(f);
  }
  const metaNames = new Map<string, string>();
  for (const f of metas) {
    const oldName = /^pagefind\.(.+)\.pf_meta$/.exec(f.path.replace(/\\/g, '/'))![1]!;
    const value = unpack(f.content);
    if (!Array.isArray(value)) {
      out.push(f);
      continue;
    }
    // [version, pages, index chunks, filters [[name, file]], sorts [[name, pages]], …]
    const meta = [...value];
    if (Array.isArray(meta[3])) meta[3] = (sortedPairs(meta[3]) as CborValue[]).map((pair) => (Array.isArray(pair) && typeof pair[1] === 'string' ? [pair[0]!, filterNames.get(pair[1]) ?? pair[1], ...pair.slice(2)] : pair));
    if (Array.isArray(meta[4])) meta[4] = sortedPairs(meta[4]);
    const content = pack(meta);
    const name = renamed(oldName, content);
    metaNames.set(oldName, name);
    out.push({ path: `pagefind.${name}.pf_meta`, content });
  }
  if (entry) out.push({ path: entry.path, content: canonicalEntry(entry.content, metaNames) });
  return out.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}

interface Entry {
  languages?: Record<string, { hash?: string }>;
}

function canonicalEntry(content: Uint8Array, metaNames: ReadonlyMap<string, string>): Uint8Array {
  const entry = JSON.parse(Buffer.from(content).toString('utf8')) as Entry;
  if (entry.languages) {
    const sorted: NonNullable<Entry['languages']> = {};
    for (const lang of Object.keys(entry.languages).sort()) {
      const info = entry.languages[lang]!;
      sorted[lang] = info.hash && metaNames.has(info.hash) ? { ...info, hash: metaNames.get(info.hash)! } : info;
    }
    entry.languages = sorted;
  }
  return new TextEncoder().encode(JSON.stringify(entry));
}
