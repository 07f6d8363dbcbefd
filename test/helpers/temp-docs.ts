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
