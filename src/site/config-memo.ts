import { join } from 'node:path';
import { configFromText, readConfigText } from '../config/load-config.js';
import { parsePositionedJson, type PositionedJson } from '../config/json-positions.js';
import type { ConfigResult } from '../config/validate-config.js';
import type { Diagnostic } from '../diagnostics/quire-error.js';
import { hash } from '../io/hash.js';
import { readKeyedRecord, writeKeyedRecord } from '../io/keyed-record.js';
import { configIconDiagnostics } from './config-icons.js';

/** docs.json validated, with the warnings of its icons. */
export interface CheckedConfig extends ConfigResult {
  /** `config/unknown-icon` warnings of docs.json (site/config-icons.ts). */
  iconDiagnostics: Diagnostic[];
  /** With the memo: the key docs.json was validated under (its text and Quire's code), which later memos build on. */
  memoKey?: string;
}

/** Bumped when the stored shape changes. */
const FORMAT = 1;

/**
 * Reads and validates docs.json, keeping the result in the cache folder keyed by Quire's code
 * fingerprint and the file's text: validation is a pure function of the two, and for a large
 * site's docs.json (3.3 MB, 27,000 pages) parsing and validating it was a sixth of `quire dev`'s
 * way to its first page, and of every rebuild. The JSON positions that place later problems are
 * parsed only when one needs placing. A docs.json with `$ref`s is validated every time (the
 * files it includes are not part of the key); without `memo`, every time.
 */
export async function loadCheckedConfig(root: string, memo?: { cacheDir: string; code: string }): Promise<CheckedConfig> {
  const read = await readConfigText(root);
  if (!('text' in read)) return { ...read, iconDiagnostics: [] };
  const { text } = read;
  if (!memo || text.includes('"$ref"')) return withIcons(await configFromText(root, text));
  const { cacheDir, code } = memo;
  const file = join(cacheDir, 'docs-config.bin');
  const key = hash(String(FORMAT), code, text);
  const stored = readKeyedRecord<Pick<CheckedConfig, 'config' | 'diagnostics' | 'iconDiagnostics'>>(file, key);
  if (stored) return { ...(stored.config && { config: stored.config }), diagnostics: stored.diagnostics, iconDiagnostics: stored.iconDiagnostics, locate: lazyLocate(text), memoKey: key };
  const result = withIcons(await configFromText(root, text));
  // Written before the caller places or changes any diagnostic: the record is the validator's own.
  writeKeyedRecord(file, key, { ...(result.config && { config: result.config }), diagnostics: result.diagnostics, iconDiagnostics: result.iconDiagnostics });
  return { ...result, memoKey: key };
}

function withIcons(result: ConfigResult): CheckedConfig {
  return { ...result, iconDiagnostics: result.config && result.locate ? configIconDiagnostics(result.config, result.locate) : [] };
}

/** docs.json's positions, parsed on the first problem to place. */
function lazyLocate(text: string): NonNullable<ConfigResult['locate']> {
  let json: PositionedJson | undefined;
  return (path, key) => (json ??= parsePositionedJson(text)).locate(path, key);
}
