import { open } from 'node:fs/promises';
import { join } from 'node:path';

const SPEC_FILE = /\.(json|ya?ml)$/i;
const OPENAPI_HEAD = /^\s*(\{[\s\S]*?)?["']?openapi["']?\s*:/m;

/**
 * OpenAPI documents lying in the docs folder, found by reading the head of every JSON/YAML
 * file: a page whose frontmatter says `openapi: GET /x` with no file may use the repository's
 * only spec even when docs.json lists none (Mintlify does this).
 */
export async function findOpenApiFiles(root: string, files: readonly string[], limit = 200): Promise<string[]> {
  const candidates = files.filter((f) => SPEC_FILE.test(f) && f !== 'docs.json' && !f.startsWith('snippets/')).slice(0, limit);
  const found: string[] = [];
  await Promise.all(
    candidates.map(async (file) => {
      let handle;
      try {
        handle = await open(join(root, file), 'r');
        const buffer = Buffer.alloc(2048);
        const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0);
        if (OPENAPI_HEAD.test(buffer.toString('utf8', 0, bytesRead))) found.push(file);
      } catch {
        // unreadable: not a spec we can use
      } finally {
        await handle?.close();
      }
    }),
  );
  return found.sort();
}
