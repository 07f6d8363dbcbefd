import { watch, type FSWatcher } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import { join, sep } from 'node:path';
import { relativeWithin } from '../io/relative-within.js';

export interface DocsWatcher {
  close(): void;
  /** Resolves once the initial folders are watched (Linux; at once elsewhere). */
  ready: Promise<void>;
}

export interface WatchDocsOptions {
  exclude: string[];
  debounceMs?: number;
  onChange: (files: string[]) => void;
  onError?: (err: Error) => void;
  /** Force the per-folder watcher (default: on Linux only). */
  perFolder?: boolean;
}

/**
 * Watches the docs folder and reports changed files (root-relative, `/`-separated) in batches:
 * an editor's save is often several events (write, rename, chmod), and a `git checkout` many.
 * Dot files and folders, node_modules and the excluded folders (the build output) are ignored.
 *
 * On Linux, Node's `recursive` watch puts an inotify watch on every file: a file replaced by a
 * rename (how many editors save, and git checks out) is never seen again, and a big docs folder
 * runs out of inotify watches. There one watch per folder is used instead, which reports
 * every entry by name whatever replaced it. Elsewhere the native recursive watch is used.
 */
export function watchDocs(root: string, opts: WatchDocsOptions): DocsWatcher {
  const excluded = opts.exclude.map((p) => relativeWithin(root, p)?.split(sep).join('/')).filter((p): p is string => Boolean(p));
  const isExcluded = (file: string) => excluded.some((e) => file === e || file.startsWith(`${e}/`));
  const pending = new Set<string>();
  let timer: NodeJS.Timeout | undefined;

  const report = (file: string) => {
    if (file.split('/').some((s) => s.startsWith('.') || s === 'node_modules')) {
      if (file !== '.mintignore') return;
    }
    if (isExcluded(file)) return;
    pending.add(file);
    clearTimeout(timer);
    timer = setTimeout(() => {
      const files = [...pending];
      pending.clear();
      opts.onChange(files);
    }, opts.debounceMs ?? 25);
  };

  if (opts.perFolder ?? process.platform === 'linux') {
    const tree = watchFolders(root, report, isExcluded, opts.onError);
    return {
      ready: tree.ready,
      close() {
        clearTimeout(timer);
        tree.close();
      },
    };
  }

  let watcher: FSWatcher | undefined;
  try {
    watcher = watch(root, { recursive: true }, (_event, name) => {
      if (name) report(String(name).split(sep).join('/'));
    });
    watcher.on('error', (err) => opts.onError?.(err));
  } catch (err) {
    opts.onError?.(err as Error);
  }
  return {
    ready: Promise.resolve(),
    close() {
      clearTimeout(timer);
      watcher?.close();
    },
  };
}

/**
 * One non-recursive watch per folder. A folder that appears is watched and its files reported
 * (it may have arrived whole, by a rename or a checkout); one that disappears is unwatched and
 * the files it held are reported.
 */
function watchFolders(root: string, report: (file: string) => void, isExcluded: (rel: string) => boolean, onError?: (err: Error) => void) {
  /** Watched folders (root-relative, '' for the root) and the names last seen in each. */
  const folders = new Map<string, { watcher: FSWatcher; names: Set<string> }>();
  let closed = false;
  const skipped = (rel: string) => rel !== '' && (rel.split('/').some((s) => s.startsWith('.') || s === 'node_modules') || isExcluded(rel));
  const join2 = (dir: string, name: string) => (dir ? `${dir}/${name}` : name);

  async function add(dir: string, announce: boolean): Promise<void> {
    if (closed || folders.has(dir) || skipped(dir)) return;
    let watcher: FSWatcher;
    try {
      // Watch before listing, so nothing created in between is missed.
      watcher = watch(join(root, dir), (event, name) => {
        if (name) onEvent(dir, String(name), event);
      });
    } catch (err) {
      const code = (err as NodeJS.ErrnoException).code;
      if (code !== 'ENOENT' && code !== 'ENOTDIR') onError?.(err as Error);
      return;
    }
    watcher.on('error', () => drop(dir, true));
    const folder = { watcher, names: new Set<string>() };
    folders.set(dir, folder);
    let entries;
    try {
      entries = await readdir(join(root, dir), { withFileTypes: true });
    } catch {
      drop(dir, announce);
      return;
    }
    if (closed) return;
    for (const entry of entries) {
      folder.names.add(entry.name);
      const rel = join2(dir, entry.name);
      if (entry.isDirectory()) await add(rel, announce);
      else if (announce) report(rel);
    }
  }

  /** Stops watching `dir` and the folders below it; reports the files they held. */
  function drop(dir: string, announce: boolean): void {
    for (const [rel, folder] of [...folders]) {
      if (rel !== dir && !rel.startsWith(`${dir}/`) && dir !== '') continue;
      folder.watcher.close();
      folders.delete(rel);
      if (announce) for (const name of folder.names) if (!folders.has(join2(rel, name))) report(join2(rel, name));
    }
  }

  function onEvent(dir: string, name: string, event: string): void {
    if (closed) return;
    const rel = join2(dir, name);
    report(rel);
    // Created, deleted, renamed or replaced: find out what is there now.
    if (event === 'rename' || !folders.get(dir)?.names.has(name)) {
      void stat(join(root, rel)).then(
        (info) => {
          folders.get(dir)?.names.add(name);
          if (info.isDirectory()) void add(rel, true);
          else if (folders.has(rel)) drop(rel, true);
        },
        () => {
          folders.get(dir)?.names.delete(name);
          if (folders.has(rel)) drop(rel, true);
        },
      );
    }
  }

  const ready = add('', false);
  return {
    ready,
    close() {
      closed = true;
      for (const folder of folders.values()) folder.watcher.close();
      folders.clear();
    },
  };
}
