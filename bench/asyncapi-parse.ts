/**
 * How long @asyncapi/parser takes on AsyncAPI documents (src/openapi/asyncapi/parse-asyncapi.ts):
 * the import, then each document twice in one process (the second time, Spectral's own caches
 * are warm), wall and CPU time. Documents: the test fixtures and a generated 3.0 document with
 * `--channels N` channels (default 50), each with a send or receive operation, a message with
 * headers and a payload `$ref` to a component schema.
 *
 *   npx tsx bench/asyncapi-parse.ts [--channels 50]
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const { values } = parseArgs({ options: { channels: { type: 'string', default: '50' } } });
const channels = Number(values.channels);

function generated(n: number): string {
  const lines = ['asyncapi: 3.0.0', 'info: { title: Generated, version: 1.0.0 }', 'channels:'];
  for (let i = 0; i < n; i++) {
    lines.push(
      `  stream${i}:`,
      `    address: streams/${i}/{id}`,
      `    description: Stream number ${i}.`,
      '    parameters: { id: { description: The id. } }',
      `    messages:`,
      `      event${i}:`,
      `        name: Event${i}`,
      '        contentType: application/json',
      '        headers: { type: object, properties: { traceId: { type: string } } }',
      `        payload: { $ref: '#/components/schemas/Payload${i % 10}' }`,
    );
  }
  lines.push('operations:');
  for (let i = 0; i < n; i++) {
    lines.push(`  op${i}:`, `    action: ${i % 2 ? 'receive' : 'send'}`, `    channel: { $ref: '#/channels/stream${i}' }`, `    messages: [{ $ref: '#/channels/stream${i}/messages/event${i}' }]`);
  }
  lines.push('components:', '  schemas:');
  for (let i = 0; i < 10; i++) {
    lines.push(
      `    Payload${i}:`,
      '      type: object',
      '      required: [id]',
      '      properties:',
      '        id: { type: string, format: uuid }',
      '        at: { type: string, format: date-time }',
      `        value${i}: { type: number, minimum: 0 }`,
      '        tags: { type: array, items: { type: string } }',
    );
  }
  return `${lines.join('\n')}\n`;
}

const fixtures = fileURLToPath(new URL('../test/fixtures/', import.meta.url));
const dir = await mkdtemp(join(tmpdir(), 'quire-asyncapi-bench-'));
await writeFile(join(dir, 'generated.yaml'), generated(channels));
const docs: [root: string, file: string][] = [
  [join(fixtures, 'asyncapi'), 'asyncapi.yaml'],
  [join(fixtures, 'asyncapi'), 'chat-v2.yaml'],
  [join(fixtures, 'asyncapi-nav'), 'streams.yaml'],
  [dir, 'generated.yaml'],
];

const ms = (n: number) => `${n.toFixed(0)} ms`;
const cpu = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};
let wall = performance.now();
let used = cpu();
const { createAsyncApiParser } = await import('../src/openapi/asyncapi/parse-asyncapi.js');
console.log(`import @asyncapi/parser: ${ms(performance.now() - wall)} wall, ${ms(cpu() - used)} CPU`);
const parsers = new Map<string, ReturnType<typeof createAsyncApiParser>>();
for (const round of [1, 2]) {
  for (const [root, file] of docs) {
    const text = await readFile(join(root, file), 'utf8');
    wall = performance.now();
    used = cpu();
    let parse = parsers.get(root);
    if (!parse) parsers.set(root, (parse = createAsyncApiParser(root)));
    const out = await parse(file, text);
    console.log(`round ${round} ${file} (${(text.length / 1024).toFixed(1)} kB): ${ms(performance.now() - wall)} wall, ${ms(cpu() - used)} CPU, usable ${out.usable}, ${out.diagnostics.length} diagnostics`);
  }
}
await rm(dir, { recursive: true, force: true });
