import * as fs from 'node:fs';
import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { listDocsFolder } from './list-docs-folder.js';

describe('listDocsFolder', () => {
  const root = mkdtempSync(join(tmpdir(), 'quire-list-folder-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const put = (file: string, text = 'x') => {
    mkdirSync(dirname(join(root, file)), { recursive: true });
    writeFileSync(join(root, file), text);
  };
  for (const f of [
    'docs.json',
    'a.mdx',
    'b/one.mdx',
    'b/c/two.md',
    'b/z.png',
    '.git/HEAD',
    'b/.draft.mdx',
    'node_modules/p/x.mdx',
    'dist/page.mdx',
    'dist/.quire-output',
    'out/x.mdx',
    'drafts/wip.mdx',
  ])
    put(f);
  const rules = { marker: '.quire-output', skipped: ['node_modules'], excluded: ['out'] };

  it('lists files depth first in folder order, without dot entries, skipped, output or excluded folders', () => {
    const { files, times } = listDocsFolder(fs, path, root, rules);
    expect([...files].sort()).toEqual(['a.mdx', 'b/c/two.md', 'b/one.mdx', 'b/z.png', 'docs.json', 'drafts/wip.mdx']);
    // A recursive walk's order: everything under a folder comes together, where the folder is.
    const b = files.filter((f) => f.startsWith('b/'));
    expect(files.indexOf(b[0]!) + b.length - 1).toBe(files.indexOf(b.at(-1)!));
    expect(times).toEqual([]);
  });

  it('takes the size and times of the files asked for, NaN for the others', () => {
    const { files, times } = listDocsFolder(fs, path, root, { ...rules, statPattern: '\\.mdx?$' });
    expect(times).toHaveLength(files.length * 3);
    const at = files.indexOf('b/one.mdx');
    const stat = statSync(join(root, 'b/one.mdx'));
    expect(times.slice(at * 3, at * 3 + 3)).toEqual([1, stat.mtimeMs, stat.ctimeMs]);
    expect(times[files.indexOf('docs.json') * 3]).toBeNaN();
  });

  it('does not read a folder skipFolder names', () => {
    const read: string[] = [];
    const spy = {
      ...fs,
      readdirSync: ((dir: string, o: object) => {
        read.push(dir);
        return fs.readdirSync(dir, o as { withFileTypes: true });
      }) as typeof fs.readdirSync,
    };
    const { files } = listDocsFolder(spy, path, root, { ...rules, skipFolder: (rel) => rel === 'drafts' });
    expect(files).not.toContain('drafts/wip.mdx');
    expect(read).not.toContain(join(root, 'drafts'));
    expect(read).toContain(join(root, 'b', 'c'));
  });

  it('runs from its own source text, as the worker thread runs it', () => {
    const fromText = new Function(`return (${listDocsFolder.toString()})`)() as typeof listDocsFolder;
    expect(fromText(fs, path, root, { ...rules, statPattern: '\\.mdx?$' })).toEqual(listDocsFolder(fs, path, root, { ...rules, statPattern: '\\.mdx?$' }));
  });

  it('lists a folder that is gone as empty, and throws other errors', () => {
    expect(listDocsFolder(fs, path, join(root, 'missing'), rules)).toEqual({ files: [], times: [] });
    expect(listDocsFolder(fs, path, join(root, 'a.mdx'), rules)).toEqual({ files: [], times: [] });
    const denied = Object.assign(new Error('EACCES: permission denied'), { code: 'EACCES' });
    const failing = {
      ...fs,
      readdirSync: (() => {
        throw denied;
      }) as unknown as typeof fs.readdirSync,
    };
    expect(() => listDocsFolder(failing, path, root, rules)).toThrow(/EACCES/);
  });
});
