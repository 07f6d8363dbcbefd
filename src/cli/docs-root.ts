import { stat } from 'node:fs/promises';
import { resolve } from 'node:path';
import { UsageError } from './cli-context.js';

/** The `root` argument must be an existing folder; a missing docs.json is reported later, located. */
export async function requireDocsRoot(arg: string): Promise<string> {
  const root = resolve(arg);
  try {
    if (!(await stat(root)).isDirectory()) throw new UsageError(`${arg} is not a folder; pass the folder that holds docs.json`);
  } catch (err) {
    if (err instanceof UsageError) throw err;
    throw new UsageError(`folder ${arg} does not exist; pass the folder that holds docs.json`);
  }
  return root;
}
