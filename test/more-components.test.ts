import { cp, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite, type BuildResult } from '../src/build/build-site.js';

/** Mintlify components beyond the basics, built through the real build (test/fixtures/more-components). */
let tmp: string;
let result: BuildResult;
let html: string;
let markdown: string;

beforeAll(async () => {
  tmp = await mkdtemp(join(tmpdir(), 'quire-more-components-'));
  await cp(join(import.meta.dirname, 'fixtures/more-components'), join(tmp, 'docs'), { recursive: true });
  result = await buildSite({ root: join(tmp, 'docs'), out: join(tmp, 'out'), search: false, cache: false });
  html = await readFile(join(tmp, 'out/index.html'), 'utf8');
  markdown = await readFile(join(tmp, 'out/index.md'), 'utf8');
}, 120_000);

afterAll(async () => {
  await rm(tmp, { recursive: true, force: true });
});

describe('Prompt, Visibility, View and the legacy <Snippet file>', () => {
  it('builds, warning only about the missing legacy snippet, at its element', () => {
    expect(result.ok).toBe(true);
    expect(result.diagnostics.map((d) => [d.severity, d.code, d.file, d.line])).toEqual([['warning', 'content/snippet-not-found', 'index.mdx', 22]]);
    expect(html).not.toContain('data-unknown-component');
  });

  it('<Prompt>: description, the prompt as Markdown, a Copy button for scripts and an Open in Cursor link', () => {
    expect(html).toMatch(/<figure[^>]*class="prompt"[^>]*>/);
    expect(html).toContain('<span class="prompt-description">Ask an assistant to review your code.</span>');
    expect(html).toContain('<strong>careful reviewer</strong>');
    expect(html).toMatch(/<button[^>]*data-copy-prompt[^>]*hidden/);
    expect(html).toContain(`href="https://cursor.com/link/prompt?text=${encodeURIComponent('You are a careful reviewer. List the bugs first.')}"`);
  });

  it('<Visibility>: humans on the page, agents in the Markdown twin', () => {
    expect(html).toContain('Readers of the page see this paragraph.');
    expect(html).not.toContain('Agents reading the Markdown');
    expect(markdown).toContain('Agents reading the Markdown see this paragraph.');
    expect(markdown).not.toContain('Readers of the page');
  });

  it('<View>: its content under its title', () => {
    expect(html).toMatch(/<section class="view"><p class="view-title"><svg[^>]*icon-python[^>]*>.*<\/svg>Python<\/p>/s);
    expect(html).toContain('Install with pip.');
  });

  it('<Snippet file>: the snippet from /snippets, with the other attributes as its props', () => {
    expect(html).toContain('Get an API key from the dashboard, Ada.');
    expect(html).toContain('The end.');
  });
});
