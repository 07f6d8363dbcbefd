import { readFile, realpath } from 'node:fs/promises';
import { join } from 'node:path';
import { parseJsonPath } from '../diagnostics/quire-error.js';
import { relativeWithin } from '../io/relative-within.js';
import { parsePositionedJson, type PositionedJson } from './json-positions.js';
import { resolveConfigRefs, type RefOrigin } from './resolve-config-refs.js';
import type { ConfigResult } from './validate-config.js';

export const CONFIG_FILE = 'docs.json';

/** Reads `<root>/docs.json` (and the files its `$ref`s name) and validates it. Never throws for user errors. */
export async function loadConfig(root: string): Promise<ConfigResult> {
  const read = await readConfigText(root);
  return 'text' in read ? configFromText(root, read.text) : read;
}

/** The text of `<root>/docs.json` (without a BOM), or the error that it cannot be read. */
export async function readConfigText(root: string): Promise<{ text: string } | { diagnostics: ConfigResult['diagnostics'] }> {
  let text: string;
  try {
    text = await readFile(join(root, CONFIG_FILE), 'utf8');
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    return {
      diagnostics: [
        {
          severity: 'error',
          code: 'config/missing',
          message: code === 'ENOENT' ? `no ${CONFIG_FILE} found in ${root}` : `cannot read ${CONFIG_FILE}: ${code ?? String(err)}`,
          file: CONFIG_FILE,
          hint:
            code === 'ENOENT' ? 'run quire in the folder that holds docs.json, or pass that folder: quire build path/to/docs' : 'check the file permissions',
        },
      ],
    };
  }
  // A BOM is common in files saved by Windows editors; JSON.parse rejects it.
  return { text: text.replace(/^\uFEFF/, '') };
}

/** Validates docs.json's text (read by {@link readConfigText}), with the files its `$ref`s name. */
export async function configFromText(root: string, text: string): Promise<ConfigResult> {
  const { validateConfigText } = await validator();
  if (!text.includes('"$ref"')) return validateConfigText(text, CONFIG_FILE);
  const json = parsePositionedJson(text);
  if (json.errors.length > 0) return validateConfigText(text, CONFIG_FILE);
  return validateWithRefs(root, json);
}

/**
 * The schema validator (zod and docs.json's schemas), loaded when a docs.json is validated: a
 * rebuild or `quire dev` whose docs.json is unchanged takes it from the memo (site/config-memo.ts)
 * and never builds the schemas, whose module is the largest part of loading the config.
 */
const validator = () => import('./validate-config.js');

/** docs.json split over several files with `$ref`: problems are placed in the file they are in. */
async function validateWithRefs(root: string, json: PositionedJson): Promise<ConfigResult> {
  const files = new Map<string, PositionedJson>();
  const rootReal = await realpath(root);
  const refs = await resolveConfigRefs(json.value, async (file) => {
    let text: string;
    try {
      const real = await realpath(join(root, file));
      if (relativeWithin(rootReal, real) === undefined) return { error: 'the file is outside the docs folder (through a symlink)' };
      text = await readFile(real, 'utf8');
    } catch {
      return { error: `file ${file} does not exist`, hint: 'the path is relative to the file that holds the $ref' };
    }
    const parsed = parsePositionedJson(text.replace(/^\uFEFF/, ''));
    if (parsed.errors.length)
      return { error: `invalid JSON in ${file}: ${parsed.errors[0]!.message}`, line: parsed.errors[0]!.line, column: parsed.errors[0]!.column };
    files.set(file, parsed);
    return { value: parsed.value };
  });
  if (refs.diagnostics.some((d) => d.severity === 'error')) return { diagnostics: refs.diagnostics };

  const place = (path: (string | number)[], key?: boolean) => {
    const origin = innermostOrigin(refs.origins, path);
    const positions = origin && files.get(origin.file);
    if (!origin || !positions) return json.locate(path, key);
    const at = positions.locate(path.slice(origin.at.length), key);
    return at && { ...at, file: origin.file };
  };
  const { validateConfigValue } = await validator();
  const result = validateConfigValue(refs.value, { file: CONFIG_FILE, locate: place });
  for (const d of result.diagnostics) {
    const at = d.jsonPath ? place(parseJsonPath(d.jsonPath)) : undefined;
    if (at && 'file' in at) Object.assign(d, at);
  }
  return { ...result, diagnostics: [...refs.diagnostics, ...result.diagnostics], locate: place };
}

function innermostOrigin(origins: readonly RefOrigin[], path: readonly (string | number)[]): RefOrigin | undefined {
  let best: RefOrigin | undefined;
  for (const o of origins) {
    if (o.at.length <= path.length && o.at.every((seg, i) => seg === path[i]) && (!best || o.at.length > best.at.length)) best = o;
  }
  return best;
}
