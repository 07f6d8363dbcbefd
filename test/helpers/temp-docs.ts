import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

/** Writes a docs folder from `{ 'path/file.mdx': content }` (objects become JSON) into a temp dir. */
export async function makeDocs(files: Record<string, string | object>): Promise<{ root: string; cleanup: () => Promise<void> }> {
  const root = await mkdtemp(join(tmpdir(), 'quire-test-'));
  for (const [file, content] of Object.entries(files)) {
    const path = join(root, file);
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, typeof content === 'string' ? content : JSON.stringify(content, null, 2));
  }
  return { root, cleanup: () => rm(root, { recursive: true, force: true }) };
}

export const baseConfig = { theme: 'mint', name: 'Test docs', colors: { primary: '#0D9373' } };

/**
 * For a test file: `docs(files)` writes a temp docs folder and returns its root; every
 * folder made is removed after the file's tests (registered with vitest's afterAll).
 */
export function tempDocsPerFile(afterAll: (fn: () => Promise<unknown>) => void): (files: Record<string, string | object>) => Promise<string> {
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(() => Promise.all(cleanups.map((c) => c())));
  return async (files) => {
    const d = await makeDocs(files);
    cleanups.push(d.cleanup);
    return d.root;
  };
}
