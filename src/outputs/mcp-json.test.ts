import { copyFile, mkdtemp, readFile, rm } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { makeDocs } from '../../test/helpers/temp-docs.js';
import { buildSite } from '../build/build-site.js';

const fixtures = join(import.meta.dirname, '../../test/fixtures');
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => Promise.all(cleanups.map((c) => c())));

async function build(spec: string) {
  const docs = await makeDocs({
    'docs.json': { theme: 'mint', name: 'Garden docs', colors: { primary: '#0D9373' }, navigation: { tabs: [{ tab: 'API', openapi: 'spec.yaml' }] } },
  });
  cleanups.push(docs.cleanup);
  await copyFile(join(fixtures, spec), join(docs.root, 'spec.yaml'));
  const out = await mkdtemp(join(tmpdir(), 'quire-mcp-json-'));
  cleanups.push(() => rm(out, { recursive: true, force: true }));
  const result = await buildSite({ root: docs.root, out: join(out, 'dist') });
  expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  return join(out, 'dist');
}

describe('mcp.json in the build output', () => {
  it('lists the MCP-enabled operations only', async () => {
    const out = await build('mcp/garden-3.0.yaml');
    const manifest = JSON.parse(await readFile(join(out, 'mcp.json'), 'utf8'));
    expect(manifest.name).toBe('Garden docs');
    expect(manifest.tools.map((t: { name: string }) => t.name)).toEqual(['listBedPlants', 'plant_in_bed', 'get_beds']);
    expect(manifest.tools[0].inputSchema.properties.bedId).toEqual({ type: 'string', description: 'The bed.' });
  });

  it('is not written when no operation enables MCP', async () => {
    const out = await build('scraper/shop-3.1.yaml');
    expect(existsSync(join(out, 'index.html'))).toBe(true);
    expect(existsSync(join(out, 'mcp.json'))).toBe(false);
  });
});
