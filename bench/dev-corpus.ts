import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

/**
 * Writes a synthetic docs site of `pages` pages (frontmatter, headings, code blocks, a snippet
 * import in every tenth page) spread over tabs and groups, and returns its root.
 */
/** The URL path of the `i`-th page (0-based) of a corpus of `pages` pages written by writeDevCorpus. */
export function devCorpusPath(pages: number, i: number): string {
  const perTab = Math.ceil(pages / 4);
  return `/tab-${Math.floor(i / perTab) + 1}/group-${Math.floor((i % perTab) / 25) + 1}/page-${i + 1}`;
}

export async function writeDevCorpus(pages = 1000, root?: string): Promise<string> {
  const dir = root ?? (await mkdtemp(join(tmpdir(), 'quire-dev-corpus-')));
  const files = new Map<string, string>();
  const tabs: { tab: string; groups: { group: string; pages: string[] }[] }[] = [];
  const perTab = Math.ceil(pages / 4);
  for (let i = 0; i < pages; i++) {
    const t = Math.floor(i / perTab);
    const g = Math.floor((i % perTab) / 25);
    tabs[t] ??= { tab: `Tab ${t + 1}`, groups: [] };
    tabs[t].groups[g] ??= { group: `Group ${t + 1}.${g + 1}`, pages: [] };
    const slug = `tab-${t + 1}/group-${g + 1}/page-${i + 1}`;
    tabs[t].groups[g].pages.push(slug);
    const snippet = i % 10 === 0 ? `import Note from '/snippets/note.mdx';\n\n<Note />\n\n` : '';
    files.set(
      `${slug}.mdx`,
      `---\ntitle: Page ${i + 1}\ndescription: Synthetic page number ${i + 1}\n---\n\n${snippet}` +
        `Intro paragraph for page ${i + 1} with **bold**, _emphasis_ and a [link](/tab-1/group-1/page-1).\n\n` +
        `## Setup\n\nSome text.\n\n\`\`\`ts\nexport function page${i}(x: number): number {\n  return x * ${i};\n}\n\`\`\`\n\n` +
        `## Usage\n\n- one\n- two\n- three\n\n| a | b |\n|---|---|\n| 1 | 2 |\n`,
    );
  }
  files.set('snippets/note.mdx', 'A shared **note** from a snippet.\n');
  files.set(
    'docs.json',
    JSON.stringify({ theme: 'mint', name: 'Corpus', colors: { primary: '#0D9373' }, navigation: { tabs } }, null, 2),
  );
  await Promise.all(
    [...files].map(async ([file, text]) => {
      await mkdir(dirname(join(dir, file)), { recursive: true });
      await writeFile(join(dir, file), text);
    }),
  );
  return dir;
}
