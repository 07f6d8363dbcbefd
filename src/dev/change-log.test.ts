import { describe, expect, it } from 'vitest';
import { createChangeLog } from './change-log.js';

describe('change log', () => {
  it('tells a page the changes after its revision, and only its own', () => {
    const log = createChangeLog();
    expect(log.since(0, '/a')).toEqual({ changed: false, inPlace: false, revision: 0 });
    expect(log.record(['/a'], true)).toBe(1);
    expect(log.record(['/b'], false)).toBe(2);
    expect(log.since(0, '/a')).toEqual({ changed: true, inPlace: true, revision: 2 });
    expect(log.since(1, '/a')).toEqual({ changed: false, inPlace: false, revision: 2 });
    expect(log.since(0, '/b')).toEqual({ changed: true, inPlace: false, revision: 2 });
    expect(log.since(2, '/b').changed).toBe(false);
    expect(log.since(0, '/c').changed).toBe(false);
  });

  it('a change of every page reaches every page, and is not in place if one of them was not', () => {
    const log = createChangeLog();
    log.record(['/a'], true);
    log.record(null, false);
    expect(log.since(0, '/c')).toEqual({ changed: true, inPlace: false, revision: 2 });
    expect(log.since(0, '/a').inPlace).toBe(false);
    log.record(null, true);
    expect(log.since(2, '/z')).toEqual({ changed: true, inPlace: true, revision: 3 });
  });

  it('a revision older than what is kept reloads; nonsense revisions tell nothing', () => {
    const log = createChangeLog();
    for (let i = 0; i < 250; i++) log.record(['/other'], true);
    expect(log.since(10, '/a')).toEqual({ changed: true, inPlace: false, revision: 250 });
    expect(log.since(60, '/a').changed).toBe(false);
    expect(log.since(Number.NaN, '/a').changed).toBe(false);
    expect(log.since(-1, '/a').changed).toBe(false);
  });
});
