import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { countOfKind, DIAGNOSTIC_KINDS, formatCount } from './diagnostic-kinds.js';
import { summaryParts } from './group-diagnostics.js';

const SRC = join(import.meta.dirname, '..');

/** Every source file of src (tests and browser code left out), as text. */
function sources(): { file: string; text: string }[] {
  const out: { file: string; text: string }[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (path !== join(SRC, 'client')) walk(path);
      } else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
        out.push({ file: relative(SRC, path), text: readFileSync(path, 'utf8') });
      }
    }
  };
  walk(SRC);
  return out;
}

/**
 * Codes made at run time, which no literal in the sources spells: `config/<zod issue code>`
 * (zod-issues.ts) for the issue codes a docs.json can cause.
 */
const DYNAMIC_CODES = ['config/invalid-type', 'config/invalid-value', 'config/invalid-union', 'config/invalid-format', 'config/too-small', 'config/too-big', 'config/custom'];

/**
 * The diagnostic codes the sources spell: string literals `'<area>/<name>'` (as `code: '…'`,
 * in a conditional, or handed through a result object), and `content/<ruleId>` for the
 * messages Quire's own content plugins raise (mdx-diagnostic.ts turns their rule id into the code).
 */
function codesInSources(): Map<string, string> {
  const codes = new Map<string, string>(); // code → first file that uses it
  for (const { file, text } of sources()) {
    for (const m of text.matchAll(/['"`]((?:build|config|content|dev|links|nav|openapi)\/[a-z0-9][a-z0-9.-]*)['"`]/g)) {
      if (!/\.(ya?ml|json|mdx?|tsx?|jsx?)$/.test(m[1]!) && !codes.has(m[1]!)) codes.set(m[1]!, file);
    }
    if (text.includes('source: QUIRE_MESSAGE_SOURCE')) {
      for (const m of text.matchAll(/ruleId: '([a-z0-9-]+)'/g)) if (!codes.has(`content/${m[1]}`)) codes.set(`content/${m[1]}`, file);
    }
  }
  return codes;
}

describe('readable names of diagnostic codes', () => {
  it('every code the sources report has one (add it to DIAGNOSTIC_KINDS)', () => {
    const codes = codesInSources();
    // The scan itself works: codes of every kind of origin are found.
    expect([...codes.keys()]).toEqual(expect.arrayContaining(['links/broken-link', 'nav/openapi-entry', 'openapi/webhooks-3.0', 'content/undefined-name', 'content/math-error']));
    const unnamed = [...codes].filter(([code]) => !(code in DIAGNOSTIC_KINDS)).map(([code, file]) => `${code} (${file})`);
    expect(unnamed).toEqual([]);
  });

  it('names no code that Quire no longer reports', () => {
    const codes = codesInSources();
    expect(Object.keys(DIAGNOSTIC_KINDS).filter((code) => !codes.has(code) && !DYNAMIC_CODES.includes(code))).toEqual([]);
  });

  it('counts in the summary line with the names, and a code without one as itself', () => {
    const d = (code: string, severity: 'error' | 'warning' = 'warning') => ({ severity, code, message: 'm' });
    expect(summaryParts([d('openapi/invalid'), d('openapi/invalid'), d('nav/openapi-entry', 'error'), d('content/undefined-name'), d('x/new-code')])).toEqual({
      errors: '1 error (1 unresolved OpenAPI navigation entry)',
      warnings: '4 warnings (2 OpenAPI validation problems, 1 undefined name in an expression, 1 × x/new-code)',
    });
    expect(countOfKind('content/island-props', 3, true)).toBe('3 more interactive components shown static');
  });
});

describe('formatCount', () => {
  it('groups digits as en-US does, without asking ICU', () => {
    const values = [0, 7, 42, 999, 1000, 1742, 12345, 100000, 999999, 1000000, 27210, 1234567890, -5, -1000, -1234567, Number.MAX_SAFE_INTEGER];
    for (let n = 1; n < 1e15; n = n * 7 + 3) values.push(n, -n);
    for (const n of values) expect(formatCount(n), String(n)).toBe(n.toLocaleString('en-US'));
  });

  it('leaves what is not a whole number to toLocaleString', () => {
    expect(formatCount(1234.5)).toBe('1,234.5');
  });
});
