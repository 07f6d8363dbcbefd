import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { starterSite } from '../site/starter-site.js';
import { colors, EXIT, type CliIO } from './cli-context.js';
import type { ParsedCommand } from './main.js';

/** `quire new [dir] [--name NAME]`: writes a starter docs folder; never overwrites a file. */
export async function runNew(cmd: ParsedCommand, io: CliIO): Promise<number> {
  const c = colors(io);
  const dir = resolve(cmd.root);
  const name = typeof cmd.values.name === 'string' ? cmd.values.name : titleFromFolder(basename(dir));
  const files = starterSite(name);
  const taken = Object.keys(files).filter((file) => existsSync(join(dir, file)));
  if (taken.length) {
    io.stderr(c.red(`quire new: ${relative(process.cwd(), dir) || '.'} already has ${taken.join(', ')}`));
    io.stderr(`hint: ${taken.includes('docs.json') ? 'this is a docs folder already: run quire dev in it' : 'choose an empty folder: quire new my-docs'}`);
    return EXIT.userError;
  }
  for (const [file, content] of Object.entries(files)) {
    await mkdir(dirname(join(dir, file)), { recursive: true });
    await writeFile(join(dir, file), content);
  }
  const shown = relative(process.cwd(), dir) || '.';
  io.stdout(`${c.green('Created')} ${Object.keys(files).length} files in ${shown} for "${name}".`);
  io.stdout(['', 'Next:', ...(shown === '.' ? [] : [`  cd ${shown}`]), '  npx quire dev       # preview at http://localhost:3000, pages update as you save', '  npx quire build     # write the site into dist/'].join('\n'));
  return EXIT.ok;
}

/** `my-docs` → `My docs`; `.` of an unnamed folder → `My docs`. */
function titleFromFolder(folder: string): string {
  const words = folder.replace(/[-_]+/g, ' ').trim();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : 'My docs';
}
