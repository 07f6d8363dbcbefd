import { describe, expect, it } from 'vitest';
import { createProgress, formatCount } from './progress.js';

describe('build progress', () => {
  it('counts pages while rendering and percent while checking links', () => {
    expect(formatCount('rendering', 12345, 25000)).toBe('12,345/25,000 pages');
    expect(formatCount('checking links', 10000, 25000)).toBe('40 %');
    expect(formatCount('rendering', 0, 0)).toBe('');
  });

  it('writes a count line to a log now and then during a long phase, not for every page', () => {
    let clock = 0;
    const lines: string[] = [];
    const progress = createProgress({ tty: false, write: (t) => lines.push(t.trimEnd()), now: () => clock, logInterval: 10_000 });
    progress.phase('rendering');
    for (let done = 1; done <= 25_000; done++) {
      clock += 1; // a page a millisecond: 25 s
      progress.count(done, 25_000);
    }
    progress.phase('checking links');
    expect(lines).toEqual(['rendering… (0.0s)', 'rendering 10,000/25,000 pages (10.0s)', 'rendering 20,000/25,000 pages (20.0s)', 'checking links… (25.0s)']);
  });

  it('redraws one live line on a terminal, with the phase and its count', () => {
    let clock = 0;
    const writes: string[] = [];
    const progress = createProgress({ tty: true, write: (t) => writes.push(t), now: () => clock });
    progress.phase('checking links');
    clock = 500;
    progress.count(2, 5);
    expect(writes.at(-1)).toBe('\r\x1b[2Kchecking links… 40 % · 0.5s');
    progress.stop();
    expect(writes.at(-1)).toBe('\r\x1b[2K');
  });
});
