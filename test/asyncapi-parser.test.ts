import { cp, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite, type BuildResult } from '../src/build/build-site.js';
import { loadAsyncApiDocuments } from '../src/openapi/asyncapi/load-asyncapi.js';
import { createAsyncApiParser } from '../src/openapi/asyncapi/parse-asyncapi.js';
import { loadSite, type LoadSiteResult } from '../src/site/load-site.js';

/*
 * AsyncAPI documents through @asyncapi/parser: 2.x and 3.x validated, its problems as located
 * warnings (the page still renders), a document it cannot read left out with an error, $refs
 * never read outside the docs folder nor fetched offline.
 */
const fixture = (name: string) => fileURLToPath(new URL(`./fixtures/${name}`, import.meta.url));
const ASYNCAPI = fixture('asyncapi');

describe('the AsyncAPI parser on the fixture documents', () => {
  const parse = createAsyncApiParser(ASYNCAPI);
  const text = (file: string) => readFile(join(ASYNCAPI, file), 'utf8');

  it('3.x: a valid document is usable, without diagnostics', async () => {
    expect(await parse('asyncapi.yaml', await text('asyncapi.yaml'))).toEqual({ usable: true, diagnostics: [] });
  });

  it('2.x: a valid document with an external $ref is usable, without diagnostics', async () => {
    expect(await parse('chat-v2.yaml', await text('chat-v2.yaml'))).toEqual({ usable: true, diagnostics: [] });
  });

  it('2.x: a schema error is a located warning (line:col, JSON path, hint)', async () => {
    const broken = (await text('chat-v2.yaml')).replace('operationId: receiveChat', 'operationId: 12');
    const { usable, diagnostics } = await parse('chat-v2.yaml', broken);
    expect(usable).toBe(true);
    expect(diagnostics).toContainEqual(expect.objectContaining({ severity: 'warning', file: 'chat-v2.yaml', line: 6, column: 20, jsonPath: 'channels["chat/rooms"].subscribe.operationId' }));
    expect(diagnostics.every((d) => d.hint?.includes('asyncapi.com/docs/reference/specification'))).toBe(true);
  });
});

describe('a schema error in a referenced file', () => {
  it('is located in that file, once per place (the schema rules\' other findings there counted)', async () => {
    const root = await mkdtemp(join(tmpdir(), 'quire-asyncapi-ext-'));
    try {
      await cp(ASYNCAPI, root, { recursive: true });
      await writeFile(join(root, 'schemas.yaml'), (await readFile(join(root, 'schemas.yaml'), 'utf8')).replace('author: { type: string }', 'author: { type: strin }'));
      const { usable, diagnostics } = await createAsyncApiParser(root)('chat-v2.yaml', await readFile(join(root, 'chat-v2.yaml'), 'utf8'));
      expect(usable).toBe(true);
      const inSchemas = diagnostics.filter((d) => d.file === 'schemas.yaml' && d.jsonPath === 'ChatMessage.properties.author.type');
      expect(inSchemas).toHaveLength(1);
      expect(inSchemas[0]).toMatchObject({ severity: 'warning', line: 5, column: 21 });
      expect(inSchemas[0]!.message).toMatch(/^"type" property must be equal to one of the allowed values: .*Did you mean "string"\? \(and \d+ more findings here\)$/);
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  }, 60_000);
});

describe('AsyncAPI diagnostics in a built site', () => {
  let tmp: string;
  let result: BuildResult;
  const fetched: string[] = [];
  let fetchedOffline: string[];
  let offline: LoadSiteResult;
  let online: LoadSiteResult;
  beforeAll(async () => {
    tmp = await mkdtemp(join(tmpdir(), 'quire-asyncapi-parser-'));
    await cp(fixture('asyncapi-diagnostics'), join(tmp, 'docs'), { recursive: true });
    // Beside the docs folder: orders.yaml references it, and it must never be read.
    await writeFile(join(tmp, 'outside.yaml'), 'Address: { type: string, description: OUTSIDE-SECRET }\n');
    const recordingFetch = (async (input: Parameters<typeof fetch>[0]) => {
      fetched.push(String(input));
      return new Response('Price: { type: number }', { status: 200 });
    }) as typeof fetch;
    result = await buildSite({ root: join(tmp, 'docs'), out: join(tmp, 'out'), search: false, offline: true });
    offline = await loadSite(join(tmp, 'docs'), { offline: true, fetch: recordingFetch, cacheDir: join(tmp, 'cache-offline') });
    fetchedOffline = [...fetched];
    online = await loadSite(join(tmp, 'docs'), { fetch: recordingFetch, cacheDir: join(tmp, 'cache-online') });
  }, 120_000);
  afterAll(() => rm(tmp, { recursive: true, force: true }));

  it('a schema error is a warning at its line:col with its JSON path; the channel page still builds', async () => {
    expect(result.ok).toBe(true);
    const typeError = result.diagnostics.find((d) => d.code === 'asyncapi/asyncapi-document-resolved' && d.jsonPath?.endsWith('.id.type'));
    expect(typeError).toMatchObject({ severity: 'warning', file: 'orders.yaml', line: 17, column: 25, jsonPath: 'channels.orders.messages.orderPlaced.payload.properties.id.type' });
    expect(typeError!.message).toMatch(/"type" property must be equal to one of the allowed values/);
    const page = await readFile(join(tmp, 'out', 'orders', 'index.html'), 'utf8');
    expect(page).toContain('<span class="api-path">orders/{region}</span>');
    expect(page).toContain('Where it was placed.');
  });

  it('offline, a URL $ref is not fetched; a file $ref outside the docs folder is not read; each is one warning', async () => {
    expect(fetchedOffline).toEqual([]);
    expect(offline.diagnostics.filter((d) => /\$ref/.test(d.message))).toHaveLength(2);
    const refWarnings = result.diagnostics.filter((d) => /\$ref/.test(d.message));
    expect(refWarnings.map((d) => `${d.severity} ${d.file}`)).toEqual(['warning orders.yaml', 'warning orders.yaml']);
    expect(refWarnings.map((d) => d.message).join('\n')).toMatch(/outside the docs root/);
    expect(refWarnings.map((d) => d.message).join('\n')).toMatch(/offline build and no cached copy/);
    for (const file of await readdir(join(tmp, 'out'), { recursive: true })) {
      if (file.endsWith('.html') || file.endsWith('.md')) expect(await readFile(join(tmp, 'out', file), 'utf8'), file).not.toContain('OUTSIDE-SECRET');
    }
  });

  it('online, a URL $ref is fetched through Quire\'s fetch (and resolves); the file outside still is not read', () => {
    expect(fetched).toContain('https://schemas.example.com/price.yaml');
    const refWarnings = online.diagnostics.filter((d) => /\$ref/.test(d.message));
    expect(refWarnings).toHaveLength(1);
    expect(refWarnings[0]!.message).toMatch(/outside the docs root/);
  });

  it('--strict turns the parser\'s warnings (here the only ones) into a failed build', async () => {
    const docs = join(tmp, 'docs-schema-error-only');
    await cp(join(tmp, 'docs'), docs, { recursive: true });
    // Without the two unusable $refs, whose warnings (the bundler's) would fail it anyway.
    const yaml = await readFile(join(docs, 'orders.yaml'), 'utf8');
    await writeFile(join(docs, 'orders.yaml'), yaml.split('\n').filter((line) => !/outside\.yaml|https:/.test(line)).join('\n'));
    const strict = await buildSite({ root: docs, out: join(tmp, 'out-strict'), search: false, offline: true, strict: true });
    expect(strict.ok).toBe(false);
    expect(new Set(strict.diagnostics.map((d) => d.code))).toEqual(new Set(['asyncapi/asyncapi-document-resolved']));
  }, 120_000);
});

describe('a document the parser cannot read', () => {
  it('is left out with an error naming it, without a stack trace; the other documents load', async () => {
    const root = await mkdtemp(join(tmpdir(), 'quire-asyncapi-unusable-'));
    try {
      await writeFile(join(root, 'bad.yaml'), 'asyncapi: 3.0.0\ninfo: { title: X, version: 1.0.0 }\nchannels: 5\noperations: [1]\n');
      await cp(join(ASYNCAPI, 'asyncapi.yaml'), join(root, 'good.yaml'));
      const { docs, diagnostics } = await loadAsyncApiDocuments(root, [{ source: 'bad.yaml', file: 'docs.json' }, { source: 'good.yaml', file: 'docs.json' }]);
      expect([...docs.keys()]).toEqual(['good.yaml']);
      const errors = diagnostics.filter((d) => d.severity === 'error');
      expect(errors.map((d) => `${d.code} ${d.file}`)).toEqual(['asyncapi/uncaught-error bad.yaml', 'asyncapi/unusable bad.yaml']);
      expect(errors[0]!.message).toBe("the AsyncAPI parser stopped: Cannot create property 'x-parser-unique-object-id' on number '1'");
      expect(diagnostics.map((d) => d.message).join('\n')).not.toMatch(/\n\s+at /);
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  }, 60_000);
});

describe('the parser verdict cache', () => {
  it('answers a second load of the same document from the cache folder, with the same diagnostics', async () => {
    const root = await mkdtemp(join(tmpdir(), 'quire-asyncapi-cache-'));
    try {
      await writeFile(join(root, 'a.yaml'), (await readFile(join(ASYNCAPI, 'chat-v2.yaml'), 'utf8')).replace('operationId: receiveChat', 'operationId: [x]'));
      await cp(join(ASYNCAPI, 'schemas.yaml'), join(root, 'schemas.yaml'));
      const cacheDir = join(root, 'cache');
      const refs = [{ source: 'a.yaml', file: 'docs.json' }];
      const first = await loadAsyncApiDocuments(root, refs, { cacheDir });
      expect(first.diagnostics.length).toBeGreaterThan(0);
      expect(await readdir(cacheDir)).toHaveLength(1);
      expect((await loadAsyncApiDocuments(root, refs, { cacheDir })).diagnostics).toEqual(first.diagnostics);
      // A referenced file is part of the key: changing it parses again (a second entry).
      await writeFile(join(root, 'schemas.yaml'), `${await readFile(join(root, 'schemas.yaml'), 'utf8')}\nExtra: { type: string }\n`);
      await loadAsyncApiDocuments(root, refs, { cacheDir });
      expect(await readdir(cacheDir)).toHaveLength(2);
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  }, 60_000);
});

describe('lib/bundle: the parser is its own chunk', () => {
  it('is not in any module main.js or render-process.js imports statically; only an import() reaches it', async () => {
    const dir = fileURLToPath(new URL('../lib/bundle/', import.meta.url));
    const files = await readdir(dir).catch(() => {
      throw new Error('lib/ is missing: run `npm run build:lib` first (npm test does).');
    });
    const read = (f: string) => readFile(join(dir, f), 'utf8');
    // A string only @asyncapi/parser's rules contain.
    const marker = 'asyncapi-document-resolved';
    const parserChunks = [];
    for (const f of files) if (f.endsWith('.js') && (await read(f)).includes(marker)) parserChunks.push(f);
    expect(parserChunks).toHaveLength(1);
    const staticGraph = new Set<string>();
    const queue = ['main.js', 'render-process.js'];
    while (queue.length) {
      const f = queue.pop()!;
      if (staticGraph.has(f)) continue;
      staticGraph.add(f);
      for (const m of (await read(f)).matchAll(/\bimport\s*(?:[\w$\s{},*]*?\bfrom\s*)?["']\.\/([^"']+)["']/g)) queue.push(m[1]!);
    }
    expect(staticGraph.size).toBeGreaterThan(5);
    expect(staticGraph.has(parserChunks[0]!)).toBe(false);
    let dynamic = false;
    for (const f of files) if (f.endsWith('.js') && (await read(f)).includes(`import("./${parserChunks[0]}")`)) dynamic = true;
    expect(dynamic).toBe(true);
  });
});
