import { resolve } from 'node:path';
import { isExternal } from '../shared/is-external.js';
import { relativeWithin } from '../io/relative-within.js';

/**
 * The file a docs.json image path (`/logo.svg`, `images/bg.png`) names in the docs folder, or
 * undefined for a URL, a data URI or a path that leaves the folder: docs.json's paths never read
 * other files of the machine.
 */
export function docsFolderFile(root: string, path: string | undefined): string | undefined {
  if (!path || isExternal(path) || path.startsWith('data:')) return undefined;
  const docs = resolve(root);
  const file = resolve(docs, path.replace(/^\/+/, ''));
  return relativeWithin(docs, file) ? file : undefined;
}
