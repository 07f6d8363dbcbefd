import { describe, expect, it } from 'vitest';
import { splitDescription } from './markdown.js';

describe('splitDescription', () => {
  it('splits at the first blank line: the lead is the subtitle, the rest the body', () => {
    expect(splitDescription('Returns one job.\nIt has a status.\n\nPoll it until done.\n\nThen read it.')).toEqual({
      lead: 'Returns one job.\nIt has a status.',
      rest: 'Poll it until done.\n\nThen read it.',
    });
  });

  it('keeps one paragraph whole, and a description that opens with a block', () => {
    expect(splitDescription('  One line.  ')).toEqual({ lead: 'One line.', rest: '' });
    expect(splitDescription('- a\n- b\n\nMore.').rest).toBe('');
    expect(splitDescription('```json\n{}\n\n```').rest).toBe('');
  });
});
