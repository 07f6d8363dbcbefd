import { parse, stringify } from 'yaml';
import { baseOpenApi, type SiteFiles } from './base-site.js';
import type { Rng } from './rng.js';

/** One mutation: changes `files` in place and says what it did (for the replay log). */
export interface Mutator {
  name: string;
  target: 'docs.json' | 'openapi' | 'mdx';
  apply(rng: Rng, files: SiteFiles, opts: MutateOptions): string;
}

export interface MutateOptions {
  /** Upper bound for the "many operations" mutator (10,000 in long runs, less in `npm test`). */
  maxOperations: number;
  /** Upper bound for huge strings, in bytes. */
  maxHugeBytes: number;
}

type Json = null | boolean | number | string | Json[] | { [k: string]: Json };
type Path = (string | number)[];

/** Every path to a value inside `value` (the root excluded). */
function paths(value: Json, prefix: Path = [], out: Path[] = []): Path[] {
  if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      const p = [...prefix, Array.isArray(value) ? Number(k) : k];
      out.push(p);
      paths(v as Json, p, out);
    }
  }
  return out;
}

function parentOf(root: Json, path: Path): Record<string | number, Json> {
  let cur: any = root;
  for (const seg of path.slice(0, -1)) cur = cur[seg];
  return cur;
}

function randomValue(rng: Rng, depth = 0): Json {
  switch (rng.int(0, depth > 2 ? 4 : 6)) {
    case 0: return null;
    case 1: return rng.bool();
    case 2: return rng.pick([0, -1, 1.5, 1e308, Number.MAX_SAFE_INTEGER, 42]);
    case 3: return rng.junk();
    case 4: return rng.word();
    case 5: return Array.from({ length: rng.int(0, 3) }, () => randomValue(rng, depth + 1));
    default: return Object.fromEntries(Array.from({ length: rng.int(0, 3) }, () => [rng.pick([rng.word(), rng.junk(10), 'pages', 'group', 'tab', '$ref', 'openapi']), randomValue(rng, depth + 1)]));
  }
}

function hugeString(rng: Rng, opts: MutateOptions): string {
  return rng.pick(['a', 'é', '<b>', '{', '😀 ', 'x\n']).repeat(Math.ceil(rng.int(1024, opts.maxHugeBytes) / 3));
}

/** Applies `change` to a random node of a parsed JSON/YAML value. */
function mutateTree(rng: Rng, root: Json, kind: 'drop' | 'type' | 'junk' | 'huge', opts: MutateOptions): string {
  const all = paths(root);
  const candidates = kind === 'junk' ? all.filter((p) => typeof parentOf(root, p)[p[p.length - 1]!] === 'string') : all;
  if (candidates.length === 0) return 'nothing to mutate';
  const path = rng.pick(candidates);
  const parent = parentOf(root, path);
  const key = path[path.length - 1];
  const at = path.join('.');
  if (kind === 'drop') {
    if (Array.isArray(parent)) parent.splice(Number(key), 1);
    else delete parent[key!];
    return `dropped ${at}`;
  }
  if (kind === 'type') {
    parent[key!] = randomValue(rng);
    return `set ${at} to ${JSON.stringify(parent[key!]).slice(0, 60)}`;
  }
  if (kind === 'junk') {
    parent[key!] = rng.junk(rng.int(1, 60));
    return `junk string at ${at}: ${JSON.stringify(parent[key!])}`;
  }
  parent[key!] = hugeString(rng, opts);
  return `huge string (${(parent[key!] as string).length} chars) at ${at}`;
}

function truncate(rng: Rng, text: string): string {
  return text.slice(0, rng.int(0, Math.max(0, text.length - 1)));
}

function specFiles(files: SiteFiles): string[] {
  return Object.keys(files).filter((f) => /\.(ya?ml|json)$/.test(f) && f !== 'docs.json');
}

function mdxFiles(files: SiteFiles): string[] {
  return Object.keys(files).filter((f) => /\.(mdx|md|jsx)$/.test(f));
}

const readConfig = (files: SiteFiles): Json => {
  try {
    return JSON.parse(files['docs.json']!);
  } catch {
    return null;
  }
};

function configMutator(name: string, change: (rng: Rng, config: any, files: SiteFiles, opts: MutateOptions) => string): Mutator {
  return {
    name,
    target: 'docs.json',
    apply(rng, files, opts) {
      const config = readConfig(files);
      if (!config || typeof config !== 'object') return 'docs.json not JSON; skipped';
      const what = change(rng, config, files, opts);
      files['docs.json'] = JSON.stringify(config, null, rng.bool(0.8) ? 2 : 0);
      return what;
    },
  };
}

function nest(depth: number, leaf: Json, make: (inner: Json, i: number) => Json): Json {
  let node = leaf;
  for (let i = depth; i > 0; i--) node = make(node, i);
  return node;
}

/** Hostile page entries and references that try to leave the docs root. */
export const ESCAPES = ['../outside', '../../etc/passwd', '/etc/passwd', '..', './../x', 'guides/../../x', '%2e%2e/x', '\\..\\x', 'C:\\Windows\\win', 'file:///etc/passwd', '//evil.example/x', 'snippets/../../../x'];

export const CONFIG_MUTATORS: Mutator[] = [
  configMutator('config-drop-key', (rng, c, _f, o) => mutateTree(rng, c, 'drop', o)),
  configMutator('config-wrong-type', (rng, c, _f, o) => mutateTree(rng, c, 'type', o)),
  configMutator('config-junk-string', (rng, c, _f, o) => mutateTree(rng, c, 'junk', o)),
  configMutator('config-huge-string', (rng, c, _f, o) => mutateTree(rng, c, 'huge', o)),
  configMutator('config-deep-groups', (rng, c) => {
    const depth = rng.pick([20, 60, 200, 1000]);
    c.navigation = { groups: [nest(depth, { group: 'leaf', pages: ['index'] }, (inner, i) => ({ group: `g${i}`, pages: [inner] }))] };
    return `navigation nested ${depth} groups deep`;
  }),
  configMutator('config-deep-tabs', (rng, c) => {
    const depth = rng.pick([10, 50, 300]);
    const kinds = ['tabs', 'anchors', 'dropdowns', 'versions', 'products', 'menu', 'groups'];
    const label: Record<string, string> = { tabs: 'tab', anchors: 'anchor', dropdowns: 'dropdown', versions: 'version', products: 'product', menu: 'item', groups: 'group' };
    c.navigation = nest(depth, { pages: ['index'] }, (inner, i) => {
      const k = rng.pick(kinds);
      return { [k]: [{ [label[k]!]: `n${i}`, ...(inner as object) }] };
    });
    return `navigation nested ${depth} mixed containers deep`;
  }),
  configMutator('config-ref-loop', (rng, c, files) => {
    // Navigation split over files that reference each other in a loop (Mintlify `$ref`).
    files['nav/a.json'] = JSON.stringify({ $ref: './b.json', pages: ['index'] });
    files['nav/b.json'] = JSON.stringify({ $ref: './a.json' });
    const at = rng.pick(['navigation', 'tab', 'group']);
    if (at === 'navigation') c.navigation = { $ref: 'nav/a.json' };
    else if (at === 'tab') c.navigation = { tabs: [{ tab: 'T', $ref: 'nav/a.json' }] };
    else c.navigation = { groups: [{ group: 'G', $ref: 'nav/b.json', pages: [{ $ref: 'nav/a.json' }] }] };
    return `$ref loop nav/a.json ↔ nav/b.json at ${at}`;
  }),
  configMutator('config-escape-page', (rng, c) => {
    const entry = rng.pick(ESCAPES);
    c.navigation = { groups: [{ group: 'Escape', pages: ['index', entry] }] };
    return `page entry ${JSON.stringify(entry)}`;
  }),
  configMutator('config-escape-openapi', (rng, c) => {
    const source = rng.pick([...ESCAPES, 'missing.yaml', 'guides', 'index.mdx', 'docs.json']);
    c.navigation = { tabs: [{ tab: 'API', openapi: source, pages: ['GET /plants'] }, { tab: 'Docs', pages: ['index'] }] };
    return `openapi source ${JSON.stringify(source)}`;
  }),
  configMutator('config-duplicates', (rng, c) => {
    c.navigation = { groups: [{ group: 'A', pages: ['index', 'index', 'guides/setup'] }, { group: 'A', pages: ['guides/setup', 'index.mdx', '/index', 'index/'] }] };
    return 'duplicate page entries';
  }),
  configMutator('config-random-nav', (rng, c) => {
    c.navigation = randomValue(rng);
    return `navigation = ${JSON.stringify(c.navigation).slice(0, 80)}`;
  }),
  {
    name: 'config-truncate',
    target: 'docs.json',
    apply(rng, files) {
      files['docs.json'] = truncate(rng, files['docs.json']!);
      return `truncated docs.json to ${files['docs.json'].length} chars`;
    },
  },
  {
    name: 'config-byte-noise',
    target: 'docs.json',
    apply(rng, files) {
      const t = files['docs.json'];
      const i = rng.int(0, t!.length);
      files['docs.json'] = t!.slice(0, i) + rng.pick(['"', ',', '}', ']', '{', '\u0000', '/*', '//x\n', '\\', ' ', 'NaN', '\uFEFF']) + t!.slice(i + rng.int(0, 2));
      return `byte noise at ${i}`;
    },
  },
  {
    name: 'config-deep-json',
    target: 'docs.json',
    apply(rng, files) {
      const depth = rng.pick([1000, 10_000, 100_000]);
      files['docs.json'] = `{"theme":"mint","name":"x","colors":{"primary":"#000000"},"navigation":{"pages":${'['.repeat(depth)}${rng.bool() ? ']'.repeat(depth) : ''}}}`;
      return `raw JSON nested ${depth} arrays`;
    },
  },
  {
    name: 'config-not-object',
    target: 'docs.json',
    apply(rng, files) {
      files['docs.json'] = rng.pick(['', ' ', 'null', '[]', '"docs"', '42', '\uFEFF', '{}', '{"navigation":{}}']);
      return `docs.json = ${JSON.stringify(files['docs.json'])}`;
    },
  },
];

function specMutator(name: string, change: (rng: Rng, spec: any, files: SiteFiles, opts: MutateOptions) => string): Mutator {
  return {
    name,
    target: 'openapi',
    apply(rng, files, opts) {
      let spec: any;
      try {
        spec = parse(files['openapi.yaml'] ?? '');
      } catch {
        spec = baseOpenApi();
      }
      if (!spec || typeof spec !== 'object') spec = baseOpenApi();
      const what = change(rng, spec, files, opts);
      files['openapi.yaml'] = rng.bool(0.8) ? stringify(spec, { aliasDuplicateObjects: false }) : JSON.stringify(spec);
      return what;
    },
  };
}

function deepSchema(depth: number): Json {
  return nest(depth, { type: 'string' }, (inner, i): Json => (i % 3 === 0 ? { type: 'array', items: inner } : i % 3 === 1 ? { type: 'object', properties: { [`p${i}`]: inner } } : { allOf: [inner] }));
}

export const OPENAPI_MUTATORS: Mutator[] = [
  specMutator('openapi-drop-key', (rng, s, _f, o) => mutateTree(rng, s, 'drop', o)),
  specMutator('openapi-wrong-type', (rng, s, _f, o) => mutateTree(rng, s, 'type', o)),
  specMutator('openapi-junk-string', (rng, s, _f, o) => mutateTree(rng, s, 'junk', o)),
  specMutator('openapi-huge-string', (rng, s, _f, o) => mutateTree(rng, s, 'huge', o)),
  specMutator('openapi-missing-paths', (rng, s) => {
    const k = rng.pick(['paths', 'components', 'info', 'openapi']);
    delete s[k];
    return `removed ${k}`;
  }),
  specMutator('openapi-dangling-ref', (rng, s, files) => {
    const ref = rng.pick(['#/components/schemas/Nope', '#/nope', '#', 'other.yaml#/Missing', 'missing.yaml', '../outside.yaml', '/etc/passwd', 'https://127.0.0.1:1/x.yaml', '#/paths/~1plants/get', '%%%', '']);
    if (ref.startsWith('other.yaml')) files['other.yaml'] = 'Present: { type: string }\n';
    s.paths ??= {};
    s.paths['/dangling'] = { get: { summary: 'Dangling', responses: { '200': { description: 'x', content: { 'application/json': { schema: { $ref: ref } } } } } } };
    return `dangling $ref ${JSON.stringify(ref)}`;
  }),
  specMutator('openapi-circular-ref', (rng, s, files) => {
    s.components ??= {};
    s.components.schemas = { ...(s.components.schemas ?? {}), A: { $ref: '#/components/schemas/B' }, B: { $ref: '#/components/schemas/A' }, Self: { $ref: '#/components/schemas/Self' } };
    const kind = rng.pick(['internal', 'external', 'parameter', 'path-item']);
    if (kind === 'external') {
      files['a.yaml'] = "A:\n  type: object\n  properties:\n    b:\n      $ref: 'b.yaml#/B'\n";
      files['b.yaml'] = "B:\n  $ref: 'a.yaml#/A'\nC:\n  $ref: 'b.yaml#/C'\n";
      s.components.schemas.Ext = { $ref: 'a.yaml#/A' };
      s.components.schemas.Loop = { $ref: 'b.yaml#/C' };
    }
    if (kind === 'parameter') {
      s.components.parameters = { P: { $ref: '#/components/parameters/Q' }, Q: { $ref: '#/components/parameters/P' } };
      s.paths ??= {};
      s.paths['/loop'] = { get: { parameters: [{ $ref: '#/components/parameters/P' }], responses: { '200': { description: 'x' } } } };
    }
    if (kind === 'path-item') {
      s.paths ??= {};
      s.paths['/a'] = { $ref: '#/paths/~1b' };
      s.paths['/b'] = { $ref: '#/paths/~1a' };
    }
    s.paths ??= {};
    s.paths['/circular'] = { get: { summary: 'Circular', responses: { '200': { description: 'x', content: { 'application/json': { schema: { $ref: '#/components/schemas/A' } } } } } } };
    return `circular $refs (${kind})`;
  }),
  specMutator('openapi-many-operations', (rng, s, files, o) => {
    const n = rng.int(Math.min(50, o.maxOperations), o.maxOperations);
    s.paths = {};
    for (let i = 0; i < n; i++) s.paths[`/r${i}/{id}`] = { get: { summary: `Get r${i}`, operationId: `r${i}`, responses: { '200': { description: 'ok' } } } };
    // The API tab lists the whole document, so every operation becomes a page.
    const c = readConfig(files) as any;
    if (c?.navigation?.tabs?.[1]) {
      c.navigation.tabs[1] = { tab: 'API', openapi: 'openapi.yaml' };
      files['docs.json'] = JSON.stringify(c);
    }
    return `${n} operations`;
  }),
  specMutator('openapi-deep-schema', (rng, s) => {
    const depth = rng.pick([50, 100, 400]);
    s.components ??= {};
    s.components.schemas = { ...(s.components.schemas ?? {}), Deep: deepSchema(depth) };
    s.paths ??= {};
    s.paths['/deep'] = { post: { summary: 'Deep', requestBody: { content: { 'application/json': { schema: { $ref: '#/components/schemas/Deep' } } } }, responses: { '200': { description: 'x', content: { 'application/json': { schema: deepSchema(depth) } } } } } };
    return `schema nested ${depth} levels`;
  }),
  specMutator('openapi-version', (rng, s) => {
    s.openapi = rng.pick(['2.0', '3.0.0', '3.1.0', '3.2.0', '4.0', 3.1, null, '', 'swagger']);
    if (rng.bool(0.3)) s.swagger = '2.0';
    return `openapi version ${JSON.stringify(s.openapi)}`;
  }),
  specMutator('openapi-hostile-text', (rng, s) => {
    const x = rng.pick(HOSTILE_TEXT);
    s.info.description = x;
    const get = s.paths?.['/plants']?.get;
    if (get) {
      get.summary = x.slice(0, 80);
      get.description = x;
    }
    return `hostile text ${JSON.stringify(x).slice(0, 60)}`;
  }),
  {
    name: 'openapi-broken-yaml',
    target: 'openapi',
    apply(rng, files) {
      const t = files['openapi.yaml'] ?? '';
      const i = rng.int(0, t.length);
      const noise = rng.pick(['\t', ': :', '- ', '"', "'", '{', '[', '&a', '*a', '*nope', '<<: *x', '!!binary x', '? ', '\n  bad: indent\n', '%YAML 9\n', '---\n', '\u0000']);
      files['openapi.yaml'] = rng.bool(0.3) ? truncate(rng, t) : t.slice(0, i) + noise + t.slice(i);
      return `broken YAML near offset ${i}`;
    },
  },
  {
    name: 'openapi-yaml-bomb',
    target: 'openapi',
    apply(rng, files) {
      // Alias expansion ("billion laughs") must not exhaust memory.
      const lines = ['a: &a ["x","x","x","x","x","x","x","x","x"]'];
      const levels = rng.int(4, 9);
      for (let i = 1; i <= levels; i++) lines.push(`${String.fromCharCode(97 + i)}: &${String.fromCharCode(97 + i)} [${Array(9).fill(`*${String.fromCharCode(96 + i)}`).join(',')}]`);
      files['openapi.yaml'] = `openapi: 3.1.0\ninfo: {title: Bomb, version: '1'}\npaths: {}\nx-bomb:\n${lines.map((l) => `  ${l}`).join('\n')}\n`;
      return `YAML alias bomb, ${levels} levels`;
    },
  },
];

export const HOSTILE_TEXT = [
  '<script>window.__pwned = 1</script>',
  '[click](javascript:window.__pwned=1)',
  '<img src=x onerror="window.__pwned=1">',
  '</title><script>window.__pwned=1</script>',
  '"><svg onload=window.__pwned=1>',
  '<a href="javascript:alert(1)">x</a>',
  '<iframe srcdoc="<script>parent.__pwned=1</script>"></iframe>',
  '{window.__pwned = 1}',
  '<style>body{display:none}</style>',
];

function pageMutator(name: string, change: (rng: Rng, text: string, file: string, files: SiteFiles, opts: MutateOptions) => string): Mutator {
  return {
    name,
    target: 'mdx',
    apply(rng, files, opts) {
      const candidates = mdxFiles(files);
      if (candidates.length === 0) return 'no pages';
      const file = rng.pick(candidates);
      files[file] = change(rng, files[file]!, file, files, opts);
      return `${name} in ${file}`;
    },
  };
}

/** Inserts `piece` at a random line boundary of `text` (after the frontmatter when there is one). */
function insertLine(rng: Rng, text: string, piece: string): string {
  const lines = text.split('\n');
  const fmEnd = lines[0] === '---' ? lines.indexOf('---', 1) + 1 : 0;
  const at = rng.int(fmEnd, lines.length);
  lines.splice(at, 0, '', piece, '');
  return lines.join('\n');
}

export const MDX_MUTATORS: Mutator[] = [
  pageMutator('mdx-unclosed-jsx', (rng, t) => insertLine(rng, t, rng.pick(['<Card title="x">', '<Note>', '<Tabs><Tab title="a">', '<div', '</Note>', '<Card title={">', '<>', '<a.b.c>', '<Steps><Step>x</Steps>']))),
  pageMutator('mdx-bad-expression', (rng, t) => insertLine(rng, t, rng.pick(['{1 +}', '{', '}', '{undefinedThing.x}', '{(() => { throw new Error("boom") })()}', '{props.a.b.c}', '{frontmatter.nope.x}', '{null.x}', '{await 1}', '{import("node:fs")}', '{new Array(-1)}', '{Symbol()}', '{{a:1}}', '{[1,2]}', '{BigInt(1)}']))),
  pageMutator('mdx-bad-export', (rng, t) => insertLine(rng, t, rng.pick(['export const x = ', 'export default 5', 'export default function () { throw new Error("x") }', 'export const y = nope()', 'export * from "/snippets/intro.mdx"', 'export { z }', 'export const Note = 1']))),
  pageMutator('mdx-unknown-import', (rng, t) => `${rng.pick(["import X from '/snippets/nope.mdx'", "import fs from 'node:fs'", "import React from 'react'", "import x from 'https://evil.example/x.js'", "import { Nope } from '/snippets/badge.jsx'", "import Img from '/images/x.png'", "import T from '/snippets/t.tsx'", "import * as all from '/snippets/intro.mdx'", "import D from '/snippets/badge.jsx'"])}\n\n${t.replace(/^---\n[\s\S]*?\n---\n/, '')}`),
  pageMutator('mdx-escape-import', (rng, t) => `import Secret from '${rng.pick(['../../../etc/passwd', '/../outside.mdx', '../outside.mdx', './../../x.mdx', '/..', '/snippets/../../x.mdx'])}'\n\n<Secret />\n\n${t}`),
  pageMutator('mdx-import-cycle', (rng, t, _file, files) => {
    files['snippets/cycle-a.mdx'] = "import B from '/snippets/cycle-b.mdx'\n\nA <B />\n";
    files['snippets/cycle-b.mdx'] = "import C from './cycle-c.mdx'\n\nB <C />\n";
    files['snippets/cycle-c.mdx'] = rng.bool() ? "import A from '/snippets/cycle-a.mdx'\n\nC <A />\n" : "import C from '/snippets/cycle-c.mdx'\n\nC <C />\n";
    return `import A from '/snippets/cycle-a.mdx'\n\n<A />\n\n${t.replace(/^---\n[\s\S]*?\n---\n/, '')}`;
  }),
  pageMutator('mdx-bad-frontmatter', (rng, t) => `---\n${rng.pick(['title: [unclosed', 'title: "a', ': :', 'title: 1\ntitle: 2', 'openapi: ../../etc/passwd GET /x', 'openapi: GET /nope', 'openapi: 42', 'title: !!js/function "function(){}"', 'a: &a [*a]', '\t- x'])}\n---\n\n${t.replace(/^---\n[\s\S]*?\n---\n/, '')}`),
  pageMutator('mdx-truncate', (rng, t) => truncate(rng, t)),
  pageMutator('mdx-junk', (rng, t) => insertLine(rng, t, rng.junk(200))),
  pageMutator('mdx-hostile-html', (rng, t) => insertLine(rng, t, rng.pick(HOSTILE_TEXT))),
  pageMutator('mdx-huge-code', (rng, t, _f, _files, o) => insertLine(rng, t, `\`\`\`${rng.pick(['js', 'json', 'nope-lang', ''])}\n${'const x = "a";\n'.repeat(Math.ceil(rng.int(1024, o.maxHugeBytes) / 15))}\`\`\``)),
  pageMutator('mdx-deep-jsx', (rng, t) => {
    const depth = rng.pick([50, 200, 1000]);
    return insertLine(rng, t, `${'<div>'.repeat(depth)}x${'</div>'.repeat(depth)}`);
  }),
  pageMutator('mdx-deep-list', (rng, t) => {
    const depth = rng.pick([50, 300]);
    return insertLine(rng, t, Array.from({ length: depth }, (_, i) => `${'  '.repeat(i)}- item ${i}`).join('\n'));
  }),
];

export const ALL_MUTATORS: Mutator[] = [...CONFIG_MUTATORS, ...OPENAPI_MUTATORS, ...MDX_MUTATORS];
