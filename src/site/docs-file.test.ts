import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { docsFolderFile } from './docs-file.js';

describe('docsFolderFile', () => {
  const root = '/srv/docs';
  it('names files of the docs folder, root-relative or not', () => {
    expect(docsFolderFile(root, '/logo.svg')).toBe(join(root, 'logo.svg'));
    expect(docsFolderFile(root, 'images/bg.png')).toBe(join(root, 'images/bg.png'));
    expect(docsFolderFile(root, '/images/../bg.png')).toBe(join(root, 'bg.png'));
    expect(docsFolderFile(root, '/..logo.svg')).toBe(join(root, '..logo.svg'));
  });

  it('names nothing outside it, nor URLs, data URIs or the folder itself', () => {
    for (const path of ['../secret.png', '/../secret.png', 'images/../../secret.png', '/', '', undefined, 'https://cdn.example.com/logo.svg', '//cdn.example.com/logo.svg', 'data:image/png;base64,AAAA']) {
      expect(docsFolderFile(root, path), String(path)).toBeUndefined();
    }
  });
});
