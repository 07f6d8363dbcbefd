import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { latin1Source } from '../scripts/latin1-source.mjs';

const WIDE = /[\u0100-\uffff]/;

/** What a snippet of source evaluates to (an expression). */
const run = (expression: string): unknown => new Function(`return (${expression});`)();

describe('latin1Source (the bundle written one byte a character)', () => {
  const cases: [string, string][] = [
    ['a subscript table in a regular expression', '/^[₊₋₌₍₎₀₁₂₃₄₅₆₇₈₉ₐₑₕᵢⱼ]+$/.test("₁₂ₐ")'],
    ['a range between wide characters', '"a–z".replace(/[–—]/g, "-")'],
    ['an identity escape of a wide character', '/a\\–b/.test("a–b")'],
    ['an escaped backslash before a wide character', '/a\\\\–/.test("a\\\\–")'],
    ['an astral character in a class with the u flag', '/^[😀-😂]$/u.test("😁")'],
    ['an astral character without the u flag', '/😀/.exec("x😀y").index'],
    ['a string and a template', '`«${"é"}» “quoted” ${"ß"}` + "…"'],
    ['an identifier', '(() => { const größe = 2; const 名前 = 3; return größe + 名前; })()'],
  ];
  for (const [what, expression] of cases) {
    it(`keeps the meaning of ${what}`, () => {
      const latin1 = latin1Source(expression);
      expect(latin1).not.toMatch(WIDE);
      expect(run(latin1)).toEqual(run(expression));
    });
  }

  it('leaves Latin-1 and ASCII text as it is', () => {
    const text = 'const s = "café naïve ©"; /[a-zé]/u;';
    expect(latin1Source(text)).toBe(text);
  });

  it('made every chunk of the built bundle one byte a character', () => {
    const dir = join(import.meta.dirname, '..', 'lib', 'bundle');
    if (!existsSync(join(dir, 'main.js'))) throw new Error('lib/ is missing: run `npm run build:lib` first (npm test does).');
    const chunks = readdirSync(dir).filter((name) => name.endsWith('.js'));
    expect(chunks.length).toBeGreaterThan(10);
    expect(chunks.filter((name) => WIDE.test(readFileSync(join(dir, name), 'utf8')))).toEqual([]);
  });
});
