import { LANGUAGE_CODES } from '../../src/config/navigation-schema.js';
import type { Rng } from './rng.js';

/** Seeded generators of schema-valid docs.json navigation and of OpenAPI documents, for property tests. */

export interface GeneratedSite {
  navigation: Record<string, unknown>;
  /** Page files → frontmatter (what `scanDocs` + frontmatter parsing would hand the resolver). */
  files: Map<string, Record<string, unknown>>;
  spec: Record<string, unknown>;
}

const SEGMENTS = ['index', 'intro', 'guides', 'api', 'api-reference', 'a', 'b', 'Setup', 'v1', 'fr', 'snippets', 'x y', 'é', 'index'];
const ESCAPING = ['../x', '../../etc/passwd', '/etc/passwd', '..', './../a', 'a/../../b', '%2e%2e/x', '\\..\\x', 'a//b', './a', '/a/', 'a.mdx', 'a/index', 'x/../a'];

function title(rng: Rng): string {
  // Titles may be any non-empty string ("" is a schema error, tested elsewhere).
  return rng.bool(0.7) ? rng.word() : rng.junk(20) || 'x';
}

function filePath(rng: Rng): string {
  const parts = Array.from({ length: rng.int(1, 3) }, () => rng.pick(SEGMENTS));
  return `${parts.join('/')}${rng.bool(0.8) ? '.mdx' : '.md'}`;
}

export function generateSite(rng: Rng): GeneratedSite {
  const files = new Map<string, Record<string, unknown>>();
  for (let i = rng.int(0, 25); i > 0; i--) {
    const fm: Record<string, unknown> = {};
    if (rng.bool(0.5)) fm.title = title(rng);
    if (rng.bool(0.1)) fm.hidden = true;
    if (rng.bool(0.1)) fm.openapi = rng.pick(['GET /a', 'spec.yaml POST /b/{id}', 'nope', 'GET /missing', 42]);
    if (rng.bool(0.1)) fm.sidebarTitle = title(rng);
    files.set(filePath(rng), fm);
  }
  const spec = generateSpec(rng);
  const ops: string[] = [];
  for (const [p, item] of Object.entries(spec.paths as Record<string, Record<string, unknown>>)) for (const m of Object.keys(item)) ops.push(`${m.toUpperCase()} ${p}`);
  const entry = (): unknown => {
    const r = rng.next();
    if (r < 0.45 && files.size) return rng.pick([...files.keys()]).replace(/\.mdx?$/, '');
    if (r < 0.6 && ops.length) return rng.pick(ops);
    if (r < 0.7) return rng.pick(ESCAPING);
    if (r < 0.75) return rng.pick(['spec.yaml GET /a', 'other.yaml GET /a', 'WEBHOOK plantAdded', 'GET', ' ']);
    return rng.word();
  };
  return { navigation: level(rng, 0, entry), files, spec };
}

function openapiRef(rng: Rng): unknown {
  if (rng.bool(0.6)) return rng.pick(['spec.yaml', '/spec.yaml', './spec.yaml', 'missing.yaml']);
  return { source: 'spec.yaml', ...(rng.bool(0.8) && { directory: rng.pick(['api', 'api-reference', '', '/', 'a/b', '../up', '../../x', '/abs', '.', 'x//y', ' ']) }) };
}

function pages(rng: Rng, depth: number, entry: () => unknown): unknown[] {
  return Array.from({ length: rng.int(0, 5) }, () => (depth < 4 && rng.bool(0.2) ? group(rng, depth + 1, entry) : entry()));
}

function group(rng: Rng, depth: number, entry: () => unknown): Record<string, unknown> {
  const g: Record<string, unknown> = { group: title(rng), pages: pages(rng, depth, entry) };
  if (rng.bool(0.1)) g.openapi = openapiRef(rng);
  if (rng.bool(0.1)) g.hidden = true;
  if (rng.bool(0.1)) g.root = entry();
  if (rng.bool(0.1)) g.expanded = rng.bool();
  if (rng.bool(0.1)) g.icon = rng.word();
  if (rng.bool(0.1)) g.tag = rng.word();
  return g;
}

const CONTAINERS: [string, string][] = [
  ['tabs', 'tab'],
  ['anchors', 'anchor'],
  ['dropdowns', 'dropdown'],
  ['versions', 'version'],
  ['languages', 'language'],
  ['products', 'product'],
  ['menu', 'item'],
];

function level(rng: Rng, depth: number, entry: () => unknown): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const r = rng.next();
  if (depth >= 4 || r < 0.35) {
    if (rng.bool()) out.pages = pages(rng, depth, entry);
    else out.groups = Array.from({ length: rng.int(1, 3) }, () => group(rng, depth + 1, entry));
  } else {
    const [key, label] = rng.pick(CONTAINERS);
    out[key] = Array.from({ length: rng.int(1, 3) }, () => {
      const c: Record<string, unknown> = { [label]: key === 'languages' ? rng.pick(LANGUAGE_CODES) : title(rng), ...level(rng, depth + 1, entry) };
      if (rng.bool(0.1)) c.hidden = true;
      if (rng.bool(0.1)) c.href = rng.pick(['https://example.com', '/x', 'javascript:alert(1)']);
      if (rng.bool(0.15)) c.openapi = openapiRef(rng);
      if ((key === 'versions' || key === 'languages') && rng.bool(0.2)) c.default = true;
      return c;
    });
  }
  if (rng.bool(0.1)) out.openapi = openapiRef(rng);
  return out;
}

/** A random OpenAPI 3.1 document: junk summaries, tags and paths, duplicate slugs, `x-mint.href`s. */
export function generateSpec(rng: Rng): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {};
  const tags = Array.from({ length: rng.int(0, 3) }, () => title(rng));
  for (let i = rng.int(0, 12); i > 0; i--) {
    const p = rng.pick(['/a', '/b/{id}', `/${rng.word()}`, `/${rng.junk(12)}`, '/', '/a/', '/../x', '/{a}/{b}']);
    const item = (paths[p] ??= {});
    const method = rng.pick(['get', 'post', 'put', 'delete', 'patch']);
    const op: Record<string, unknown> = { responses: { '200': { description: 'ok' } } };
    if (rng.bool(0.7)) op.summary = rng.bool(0.5) ? rng.pick(['List', 'Get plant (by ID)', 'v1.2 API', '...', '{}', '   ', '/', "'", 'İstanbul']) : rng.bool(0.9) ? rng.junk(30) : rng.junk(30).repeat(15);
    if (tags.length && rng.bool(0.7)) op.tags = [rng.pick(tags)];
    if (rng.bool(0.1)) op['x-mint'] = { href: rng.pick(['/custom', '../../escape', '/../../escape', 'https://example.com/x', '/a/../../../b', '/', '', 'javascript:alert(1)']) };
    if (rng.bool(0.05)) op['x-hidden'] = true;
    if (rng.bool(0.05)) op['x-excluded'] = true;
    item[method] = op;
  }
  const spec: Record<string, unknown> = { openapi: '3.1.0', info: { title: 'Gen', version: '1' }, paths };
  if (rng.bool(0.3)) spec.webhooks = { plantAdded: { post: { summary: 'Added', responses: { '200': { description: 'ok' } } } }, [rng.junk(10)]: { post: {} } };
  if (rng.bool(0.3)) spec.tags = tags.map((name) => ({ name, ...(rng.bool(0.3) && { 'x-group': title(rng) }) }));
  return spec;
}
