import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { ConfigResult } from './validate-config.js';
import { validateConfigText } from './validate-config.js';

export const CONFIG_FILE = 'docs.json';

/** Reads `<root>/docs.json` and validates it. Never throws for user errors. */
export async function loadConfig(root: string): Promise<ConfigResult> {
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
            code === 'ENOENT'
              ? 'run quire in the folder that holds docs.json, or pass that folder: quire build path/to/docs'
              : 'check the file permissions',
        },
      ],
    };
  }
  // A BOM is common in files saved by Windows editors; JSON.parse rejects it.
  return validateConfigText(text.replace(/^\uFEFF/, ''), CONFIG_FILE);
}
