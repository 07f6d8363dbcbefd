import { describe, expect, it } from 'vitest';
import { classCandidates } from './class-candidates.js';

describe('classCandidates', () => {
  it('reads className and class attribute values', () => {
    const source = '<img className="block dark:hidden" src="a.png" />\n<img class=\'hidden dark:block\' />';
    expect(classCandidates(source)).toEqual(['block', 'dark:block', 'dark:hidden', 'hidden']);
  });

  it('reads the string literals inside className={…}', () => {
    const source = 'export const Box = ({ wide }) => <div className={wide ? "md:flex w-[37px]" : `p-4 ${wide}`}>{"not-a-class"}</div>;';
    expect(classCandidates(source)).toEqual(['md:flex', 'p-4', 'w-[37px]']);
  });

  it('keeps arbitrary values whole and ignores text outside class attributes', () => {
    expect(classCandidates('Use flex here. <div className="bg-[#123456] grid-cols-[1fr_2fr]">x</div>')).toEqual(['bg-[#123456]', 'grid-cols-[1fr_2fr]']);
  });

  it('finds nothing in a page without class attributes', () => {
    expect(classCandidates('# Title\n\nSome hidden flex text.\n')).toEqual([]);
  });
});
