import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { runCase } from './run-case.js';

/**
 * Every crash the fuzzer (or a property test) found, kept as a small docs folder:
 * `test/fixtures/regressions/<name>/site/` plus `case.json` (how it was found, what it did,
 * and optionally the exit codes and stderr pattern expected now).
 */
const DIR = fileURLToPath(new URL('../fixtures/regressions/', import.meta.url));
const cases = existsSync(DIR) ? readdirSync(DIR, { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => e.name).sort() : [];

interface CaseFile {
  found?: string;
  was?: string;
  expect?: { check?: number; build?: number; stderr?: string };
}

async function readSite(dir: string): Promise<Record<string, string>> {
  const files: Record<string, string> = {};
  for (const e of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (e.isFile()) files[relative(dir, join(e.parentPath, e.name))] = await readFile(join(e.parentPath, e.name), 'utf8');
  }
  return files;
}

describe('fuzz regressions', () => {
  it.each(cases)('%s', async (name) => {
    const info = JSON.parse(readFileSync(join(DIR, name, 'case.json'), 'utf8')) as CaseFile;
    const result = await runCase(await readSite(join(DIR, name, 'site')), { timeoutMs: 30_000 });
    expect(result.violations).toEqual([]);
    for (const o of result.outcomes) {
      const want = info.expect?.[o.command];
      if (want !== undefined) expect(o.code, `${o.command}\n${o.stderr}`).toBe(want);
      if (info.expect?.stderr) expect(o.stderr).toMatch(new RegExp(info.expect.stderr));
    }
  });
});
