import { describe, expect, it } from 'vitest';
import { getHighlighter } from './highlighter.js';
import { renderCodeBlock } from './render-code-block.js';

/*
 * Its own file, so its process has loaded no grammar before: the colours of code embedded in a
 * Markdown block must not depend on which blocks were highlighted earlier.
 */
describe('code embedded in Markdown and MDX blocks', () => {
  it('is coloured in a fresh process: frontmatter as YAML, a nested fence in its own language', async () => {
    const md = '---\ntitle: "Page"\n---\n\n# Hello\n\n```python\ndef greet():\n    return 1\n```\n';
    const loadedBefore = (await getHighlighter()).getLoadedLanguages();
    expect(loadedBefore).not.toContain('yaml');
    expect(loadedBefore).not.toContain('python');
    const html = (await renderCodeBlock(md, 'mdx', null)).html;
    // YAML's colour for a key, and Python's for `def`, as the yaml/python fences get them.
    const yamlKey = (await renderCodeBlock('title: "Page"\n', 'yaml', null)).html.match(/<span style="([^"]+)">title<\/span>/)?.[1];
    const pyDef = (await renderCodeBlock('def greet():\n    return 1\n', 'python', null)).html.match(/<span style="([^"]+)">def<\/span>/)?.[1];
    expect(yamlKey).toBeDefined();
    expect(pyDef).toBeDefined();
    expect(html).toContain(`<span style="${yamlKey}">title</span>`);
    expect(html).toContain(`<span style="${pyDef}">def</span>`);
  });

  it('does not load every embeddable grammar for a plain Markdown block', async () => {
    await renderCodeBlock('Just *words* here.\n', 'md', null);
    expect((await getHighlighter()).getLoadedLanguages()).not.toContain('haskell');
  });
});
