/** What a fenced code block's meta string asks for (```ts title="a.ts" {1,3-4} lines). */
export interface CodeMeta {
  /** `title="a.ts"`, `filename=…`, or Mintlify's bare words (```ts a.ts). */
  title?: string;
  /** 1-based lines from `{1,3-4}` or `highlight={…}`. */
  highlight: Set<number>;
  /** 1-based lines from `focus={…}`. */
  focus: Set<number>;
  /** `lines` / `showLineNumbers`: number the lines. */
  lineNumbers: boolean;
  /** `wrap`: soft-wrap long lines instead of scrolling. */
  wrap: boolean;
  /** `icon="…"` shown beside the title. */
  icon?: string;
  /** `expandable`: long blocks start collapsed behind a "Show more" toggle. */
  expandable: boolean;
  /** `nocopy` (or `copy=false`): no copy button. */
  noCopy: boolean;
}

const TOKEN = /(\w[\w-]*)=(?:"([^"]*)"|'([^']*)'|(\{[^}]*\})|(\S+))|(\{[^}]*\})|"([^"]*)"|(\S+)/g;
/*
 * Bare words Mintlify reads as options, not title words. `twoslash` is accepted and has no
 * effect (type hovers are not drawn). A word only counts as a flag when it is exactly the flag:
 * ```bash wrap.sh is titled "wrap.sh".
 */
const FLAGS = new Set(['lines', 'showlinenumbers', 'linenumbers', 'wrap', 'expandable', 'twoslash', 'copy', 'nocopy']);

/** Parses a code block's meta string. Unknown `key=value` options are ignored. */
export function parseCodeMeta(meta: string | null | undefined): CodeMeta {
  const out: CodeMeta = { highlight: new Set(), focus: new Set(), lineNumbers: false, wrap: false, expandable: false, noCopy: false };
  if (!meta) return out;
  const words: string[] = [];
  for (const m of meta.matchAll(TOKEN)) {
    const [, key, dq, sq, braces, bare, ranges, quoted, word] = m;
    if (key) {
      const value = dq ?? sq ?? braces ?? bare ?? '';
      const k = key.toLowerCase();
      if (k === 'title' || k === 'filename') out.title = value;
      else if (k === 'icon') out.icon = value;
      else if (k === 'highlight') addRanges(out.highlight, value);
      else if (k === 'focus') addRanges(out.focus, value);
      else if (k === 'lines' || k === 'showlinenumbers') out.lineNumbers = value !== 'false';
      else if (k === 'wrap') out.wrap = value !== 'false';
      else if (k === 'expandable') out.expandable = value !== 'false' && value !== '{false}';
      else if (k === 'nocopy') out.noCopy = value !== 'false' && value !== '{false}';
      else if (k === 'copy') out.noCopy = value === 'false' || value === '{false}';
    } else if (ranges) {
      addRanges(out.highlight, ranges);
    } else if (quoted !== undefined) {
      words.push(quoted);
    } else if (word) {
      // `[expandable]`: the bracketed spelling some sites use for a flag.
      const flag = word.toLowerCase().replace(/^\[([a-z]+)\]$/, (whole, inner: string) => (FLAGS.has(inner) ? inner : whole));
      if (flag === 'lines' || flag === 'showlinenumbers' || flag === 'linenumbers') out.lineNumbers = true;
      else if (flag === 'wrap') out.wrap = true;
      else if (flag === 'expandable') out.expandable = true;
      else if (flag === 'nocopy') out.noCopy = true;
      else if (!FLAGS.has(flag)) words.push(word);
    }
  }
  if (out.title === undefined && words.length > 0) out.title = words.join(' ');
  return out;
}

/** `{1,3-4}` → 1, 3, 4 (into `into`); malformed parts are skipped. Ranges are capped to stay cheap. */
function addRanges(into: Set<number>, text: string): void {
  for (const part of text.replace(/[{}\s]/g, '').split(',')) {
    const m = /^(\d+)(?:-(\d+))?$/.exec(part);
    if (!m) continue;
    const start = Number(m[1]);
    const end = Math.min(m[2] ? Number(m[2]) : start, start + 10_000);
    for (let line = start; line <= end; line++) into.add(line);
  }
}
