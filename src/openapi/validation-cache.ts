import { createHash } from 'node:crypto';
import { mkdir, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { writeFileAtomically } from '../io/write-file-atomically.js';
import type { ValidationProblem } from './validate-spec.js';

/**
 * Validation results by document hash. Compiling the OpenAPI meta-schema and validating a
 * 200-operation document took ~0.25 s (plus ~0.1 s loading the validator) in every build and
 * every render process (a 50 MB document: ~9 s); the result depends only on the document (its
 * hash: `documentKey`) and the validator's version and options.
 */
export function validationCache(dir: string, documentKey: string) {
  const version = validatorVersion();
  if (!version) return undefined;
  const key = createHash('sha256').update(`${version}\0${documentKey}`).digest('hex').slice(0, 32);
  const file = join(dir, `${key}.json`);
  return {
    async read(): Promise<ValidationProblem[] | undefined> {
      const text = await readFile(file, 'utf8').catch(() => undefined);
      if (text === undefined) return undefined;
      try {
        const value: unknown = JSON.parse(text);
        return Array.isArray(value) ? (value as ValidationProblem[]) : undefined;
      } catch {
        return undefined; // a torn entry: validate again, and rewrite it
      }
    },
    async write(problems: ValidationProblem[]): Promise<void> {
      // Best effort (a read-only docs folder still builds); renamed into place, never torn.
      try {
        await mkdir(dir, { recursive: true });
        await writeFileAtomically(file, JSON.stringify(problems));
      } catch {
        /* not cached */
      }
    },
  };
}

let parserVersion: string | null | undefined;
function validatorVersion(): string | undefined {
  if (parserVersion === undefined) {
    try {
      parserVersion = `openapi-parser@${createRequire(import.meta.url)('@readme/openapi-parser/package.json').version};quire-validate@2`;
    } catch {
      parserVersion = null;
    }
  }
  return parserVersion ?? undefined;
}
