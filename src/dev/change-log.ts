/**
 * The changes `quire dev` told open pages about, numbered. A page is served with the number it
 * was rendered at (its revision); its live client asks what changed since then once its websocket
 * is connected, so a reload sent while it was still loading or connecting (Vite starts after the
 * first page; a page connects some time after its HTML arrived) is not lost.
 */
export interface ChangeLog {
  /** The number of the last change (0: none yet). */
  readonly revision: number;
  /** Records a change of these URL paths (null: every page); returns its number. */
  record(paths: readonly string[] | null, inPlace: boolean): number;
  /** Whether the page at `path`, rendered at revision `since`, changed after it, and whether only its content did. */
  since(since: number, path: string): ChangeSince;
}

export interface ChangeSince {
  changed: boolean;
  /** Every change since was of content only: the page may swap it in place. */
  inPlace: boolean;
  /** The revision the answer is of. */
  revision: number;
}

interface Change {
  revision: number;
  paths: ReadonlySet<string> | null;
  inPlace: boolean;
}

/** Changes kept; a page that asks about an older revision simply reloads. */
const KEPT = 200;

export function createChangeLog(): ChangeLog {
  const changes: Change[] = [];
  let revision = 0;
  return {
    get revision() {
      return revision;
    },
    record(paths, inPlace) {
      changes.push({ revision: ++revision, paths: paths ? new Set(paths) : null, inPlace });
      if (changes.length > KEPT) changes.splice(0, changes.length - KEPT);
      return revision;
    },
    since(since, path) {
      if (!(since >= 0) || since >= revision) return { changed: false, inPlace: false, revision };
      // Older than what is kept: whatever changed is not known any more.
      if (changes.length === 0 || changes[0]!.revision > since + 1) return { changed: true, inPlace: false, revision };
      let changed = false;
      let inPlace = true;
      for (const change of changes) {
        if (change.revision <= since || (change.paths && !change.paths.has(path))) continue;
        changed = true;
        inPlace &&= change.inPlace;
      }
      return { changed, inPlace: changed && inPlace, revision };
    },
  };
}
