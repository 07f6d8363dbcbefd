import { describe, expect, it } from 'vitest';
import { indexApi } from '../api-index.js';
import { operationView } from '../operation-model.js';
import { codeSamples } from './code-samples.js';

const api = indexApi('t.json', {
  openapi: '3.1.0',
  info: { title: 't', version: '1' },
  servers: [{ url: 'https://api.example.com/{version}', variables: { version: { default: 'v2' } } }],
  paths: {
    '/teams/{team}/members': {
      post: {
        parameters: [
          { name: 'team', in: 'path', required: true, schema: { type: 'string', example: 'acme' } },
          { name: 'dry_run', in: 'query', schema: { type: 'boolean', example: true } },
        ],
        requestBody: { content: { 'application/json': { example: { email: 'ada@example.com' } } } },
        responses: { 201: { description: 'created' } },
        'x-codeSamples': [
          { lang: 'Python', label: 'Python SDK', source: 'client.members.create(team="acme")\n' },
          { lang: 'elixir', source: 'Acme.Members.create("acme")' },
          { lang: 'typescript', source: 'await acme.members.create("acme")' },
        ],
      },
    },
  },
});
const view = operationView(api, 'POST', '/teams/{team}/members')!;

describe('codeSamples', () => {
  it('puts x-codeSamples first, as written, and generates the languages they do not cover', () => {
    const samples = codeSamples(api.document, view, { languages: ['curl', 'python', 'go'] });
    expect(samples.map((s) => [s.lang, s.label, s.custom])).toEqual([
      ['python', 'Python SDK', true],
      ['elixir', 'Elixir', true],
      ['typescript', 'TypeScript', true],
      ['curl', 'cURL', false],
      ['go', 'Go', false],
    ]);
    expect(samples[0]!.source).toBe('client.members.create(team="acme")');
  });

  it('writes a Rust sample with reqwest: the example URL, headers and JSON body', () => {
    const rust = codeSamples(api.document, view, { languages: ['rust'] }).find((s) => s.lang === 'rust')!;
    expect([rust.label, rust.custom]).toEqual(['Rust', false]);
    expect(rust.source).toContain('let url = "https://api.example.com/v2/teams/acme/members";');
    expect(rust.source).toContain('let payload = json!({');
    expect(rust.source).toContain('"email": "ada@example.com"');
    expect(rust.source).toMatch(/client\.post\(url\)/);
  });

  it('uses example values from the spec, not placeholders', () => {
    const curl = codeSamples(api.document, view, { languages: ['curl'] }).find((s) => s.lang === 'curl')!;
    expect(curl.source).toContain('--url https://api.example.com/v2/teams/acme/members');
    expect(curl.source).not.toContain('{team}');
    expect(curl.source).toContain('"email": "ada@example.com"');
    expect(curl.source).not.toContain('dry_run');
  });

  it('adds optional parameters with defaults: all, and generates nothing with autogenerate: false', () => {
    const all = codeSamples(api.document, view, { languages: ['curl'], defaults: 'all' }).find((s) => s.lang === 'curl')!;
    expect(all.source).toContain('members?dry_run=true');
    expect(codeSamples(api.document, view, { autogenerate: false }).map((s) => s.lang)).toEqual(['python', 'elixir', 'typescript']);
  });
});
