import jsxGrammar from '@shikijs/langs/jsx';
import javascriptGrammar from '@shikijs/langs/javascript';
import tsxGrammar from '@shikijs/langs/tsx';
import githubDark from '@shikijs/themes/github-dark';
import githubLight from '@shikijs/themes/github-light';
import { describe, expect, it } from 'vitest';
import { CODE_THEMES, getHighlighter, grammarId } from './highlighter.js';
import { renderCodeBlock } from './render-code-block.js';

/*
 * `js` and `jsx` fences are highlighted with the TSX grammar (SAME_GRAMMAR in highlighter.ts). That
 * is only right while the grammars are the same rules under other scope names and the code themes
 * do not tell the names apart: these tests fail when a Shiki upgrade breaks either.
 */
function withoutNames(grammar: unknown, scopeSuffix: string): string {
  const { name, displayName, scopeName, aliases, ...rules } = grammar as Record<string, unknown>;
  void [name, displayName, scopeName, aliases];
  return JSON.stringify(rules).split(`.${scopeSuffix}"`).join('.LANG"').split(`.${scopeSuffix} `).join('.LANG ').split(`source.${scopeSuffix}`).join('source.LANG');
}

describe('JavaScript and JSX share the TSX grammar', () => {
  it('maps every name of JavaScript and JSX to tsx, and leaves TypeScript alone', () => {
    expect(['js', 'javascript', 'mjs', 'cjs', 'jsx'].map(grammarId)).toEqual(['tsx', 'tsx', 'tsx', 'tsx', 'tsx']);
    expect(['ts', 'typescript', 'tsx', 'python'].map(grammarId)).toEqual(['typescript', 'typescript', 'tsx', 'python']);
  });

  it('holds while the installed grammars are one grammar under three scope names', () => {
    const [tsx] = tsxGrammar;
    const [javascript] = javascriptGrammar;
    const [jsx] = jsxGrammar;
    expect(tsx!.scopeName).toBe('source.tsx');
    expect(withoutNames(javascript, 'js')).toBe(withoutNames(tsx, 'tsx'));
    expect(withoutNames(jsx, 'js.jsx')).toBe(withoutNames(tsx, 'tsx'));
  });

  it('holds while the code themes colour no scope by its language', () => {
    expect([githubLight.name, githubDark.name]).toEqual([CODE_THEMES.light, CODE_THEMES.dark]);
    for (const theme of [githubLight, githubDark]) {
      const selectors = (theme.tokenColors ?? []).flatMap((rule) => (Array.isArray(rule.scope) ? rule.scope : rule.scope ? [rule.scope] : []));
      expect(selectors.length).toBeGreaterThan(20);
      expect(selectors.filter((s) => /\b(js|jsx|tsx|ts|javascript|typescript)\b/.test(s))).toEqual([]);
    }
  });

  it('loads one grammar for js, jsx and tsx fences, and colours them as before', async () => {
    const code = 'const greet = (name) => <p className="hi">{`Hello ${name}`}</p>;\n';
    const [js, jsx, tsx] = await Promise.all(['js', 'jsx', 'tsx'].map(async (lang) => (await renderCodeBlock(code, lang, null)).html));
    expect(js).toBe(tsx);
    expect(jsx).toBe(tsx);
    expect(js).toMatch(/<span style="--shiki-light:#[0-9A-F]{6};--shiki-dark:#[0-9A-F]{6}">const<\/span>/);
    const loaded = (await getHighlighter()).getLoadedLanguages();
    expect(loaded).toContain('tsx');
    expect(loaded).not.toContain('javascript');
    expect(loaded).not.toContain('jsx');
  });

  it('still loads the JavaScript grammar itself for JavaScript embedded in HTML or Markdown', async () => {
    const md = '# Example\n\n```js\nconst answer = 42;\n```\n';
    const html = (await renderCodeBlock(md, 'md', null)).html;
    const constColour = (await renderCodeBlock('const answer = 42;\n', 'js', null)).html.match(/<span style="([^"]+)">const<\/span>/)?.[1];
    expect(constColour).toBeDefined();
    expect(html).toContain(`<span style="${constColour}">const</span>`);
    expect((await getHighlighter()).getLoadedLanguages()).toContain('javascript');
  });
});
