import { describe, expect, it } from 'vitest';
import { linkWarning as warning, manifestBaseOf as baseOf, manifestEntry as entry } from '../../test/helpers/manifest-fixtures.js';
import { applyJournal, journalFor } from './manifest-journal.js';
import type { OutputManifest } from './render-cache.js';

/** What a rebuild makes of the manifest it read: the same objects for what it kept. */
function rebuilt(manifest: OutputManifest, changes: { edit?: string[]; remove?: string[]; add?: string[] }): OutputManifest {
  const pages = { ...manifest.pages };
  for (const path of changes.edit ?? []) pages[path] = entry(`${pages[path]!.key}-edited`);
  for (const path of changes.remove ?? []) delete pages[path];
  for (const path of changes.add ?? []) pages[path] = entry(`new-${path}`);
  return { ...manifest, pages, bytes: (manifest.bytes ?? 0) + 1 };
}

describe('manifest journal', () => {
  it('holds what changed since the base, and the two give the manifest back', () => {
    const { manifest, state } = applyJournal(baseOf(100), undefined);
    expect(manifest).not.toHaveProperty('id');
    const next = rebuilt(manifest, { edit: ['/p3'], remove: ['/p7'], add: ['/new'] });
    next.linkCheck = { targets: 't', findings: { '/p3': warning('three') } };
    const journal = journalFor(state, next)!;
    expect(journal.base).toBe('base1');
    expect(Object.keys(journal.pages).sort()).toEqual(['/new', '/p3', '/p7']);
    expect(journal.pages['/p7']).toBeNull();
    // /p1's findings went, /p3's came.
    expect(journal.findings).toEqual({ '/p1': null, '/p3': warning('three') });
    expect(journal.rest.bytes).toBe(11);
    expect(applyJournal(baseOf(100), journal).manifest).toEqual(next);
  });

  it('keeps growing from the same base over several rebuilds', () => {
    const { manifest, state } = applyJournal(baseOf(100), undefined);
    const first = journalFor(state, rebuilt(manifest, { edit: ['/p3'] }))!;
    // The next rebuild reads the base and that journal, and changes another page.
    const read = applyJournal(baseOf(100), first);
    const second = journalFor(read.state, rebuilt(read.manifest, { edit: ['/p5'] }))!;
    expect(Object.keys(second.pages).sort()).toEqual(['/p3', '/p5']);
    expect(applyJournal(baseOf(100), second).manifest.pages['/p3']!.key).toBe('k3-edited');
  });

  it('asks for a new base once a tenth of the pages changed (64 at least)', () => {
    const { manifest, state } = applyJournal(baseOf(1000), undefined);
    const paths = Object.keys(manifest.pages);
    expect(journalFor(state, rebuilt(manifest, { edit: paths.slice(0, 100) }))).toBeDefined();
    expect(journalFor(state, rebuilt(manifest, { edit: paths.slice(0, 101) }))).toBeUndefined();
    expect(journalFor(state, rebuilt(manifest, { remove: paths.slice(0, 101) }))).toBeUndefined();
    const small = applyJournal(baseOf(100), undefined);
    expect(journalFor(small.state, rebuilt(small.manifest, { edit: Object.keys(small.manifest.pages).slice(0, 64) }))).toBeDefined();
    expect(journalFor(undefined, manifest)).toBeUndefined();
  });

  it('tells the base entries from the journal ones, also for pages the journal added or removed, and for a base without findings', () => {
    const { manifest, state } = applyJournal(baseOf(10), undefined);
    const next = rebuilt(manifest, { edit: ['/p3'], remove: ['/p7'], add: ['/new'] });
    next.linkCheck = { targets: 't', findings: { '/p3': warning('three') } };
    const journal = journalFor(state, next)!;
    // Read again: the base's /p7 is gone and /new is there; the next rebuild restores /p7 as the base had it.
    const read = applyJournal(baseOf(10), journal);
    expect(Object.keys(read.manifest.pages)).not.toContain('/p7');
    const again = rebuilt(read.manifest, { add: ['/p7'] });
    again.pages['/p7'] = read.state.pages.get('/p7')!;
    const second = journalFor(read.state, again)!;
    expect(Object.keys(second.pages).sort()).toEqual(['/new', '/p3']);
    expect(read.state.pages.size).toBe(10);
    expect([...read.state.pages.keys()].sort()).toEqual(Object.keys(baseOf(10).pages).sort());
    // A base written before any link check: the journal's findings are the manifest's.
    const { linkCheck: _none, ...bare } = baseOf(10);
    const withFindings = applyJournal(bare, journal);
    expect(withFindings.manifest.linkCheck?.findings).toEqual({ '/p3': warning('three') });
  });

  it('ignores a journal made against another base', () => {
    const { manifest, state } = applyJournal(baseOf(10), undefined);
    const journal = journalFor(state, rebuilt(manifest, { edit: ['/p3'] }))!;
    const other = { ...baseOf(10), id: 'base2' };
    expect(applyJournal(other, journal).manifest.pages['/p3']!.key).toBe('k3');
  });
});
