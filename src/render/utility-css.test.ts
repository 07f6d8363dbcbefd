import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { getTheme } from '../../themes/index.js';
import { themeStylesheetFiles } from './theme-css.js';
import { utilityClasses, utilityCss } from './utility-css.js';

describe('utilityClasses', () => {
  it('keeps the Tailwind utilities among class names, in order', async () => {
    expect(await utilityClasses(['my-banner', 'dark:hidden', 'w-[37px]', 'callout', 'md:flex', 'hover:bg-[#123456]'])).toEqual(['dark:hidden', 'w-[37px]', 'md:flex', 'hover:bg-[#123456]']);
    expect(await utilityClasses([])).toEqual([]);
  });

  it('finds no utility among the class names of the themes’ stylesheets but sr-only, which means the same', async () => {
    // Utility rules match only elements carrying the class: if the theme's own classes were
    // utilities, a page using one would restyle the theme's elements.
    const names = new Set<string>();
    for (const theme of ['mint', 'aspen', 'maple']) {
      for (const file of themeStylesheetFiles(getTheme(theme))) {
        for (const m of (await readFile(file, 'utf8')).matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)) names.add(m[1]!);
      }
    }
    expect(names.size).toBeGreaterThan(100);
    expect(await utilityClasses([...names])).toEqual(['sr-only']);
  });
});

describe('utilityCss', () => {
  it('is empty for no classes', async () => {
    expect(await utilityCss([])).toBe('');
  });

  it('builds each call from its own classes only', async () => {
    expect(await utilityCss(['p-4'])).toContain('.p-4');
    const second = await utilityCss(['m-2']);
    expect(second).toContain('.m-2');
    expect(second).not.toContain('.p-4');
  });
});
