import { watch, type FSWatcher } from 'node:fs';
import { relative, sep } from 'node:path';

export interface DocsWatcher {
  close(): void;
}

/**
 * Watches the docs folder and reports changed files (root-relative, `/`-separated) in batches:
 * an editor's save is often several events (write, rename, chmod), and a `git checkout` many.
 * Dot files and folders, node_modules and the excluded folders (the build output) are ignored.
 */
export function watchDocs(
  root: string,
  opts: { exclude: string[]; debounceMs?: number; onChange: (files: string[]) => void; onError?: (err: Error) => void },
): DocsWatcher {
  const excluded = opts.exclude.map((p) => relative(root, p).split(sep).join('/')).filter((p) => p && !p.startsWith('..'));
  const pending = new Set<string>();
  let timer: NodeJS.Timeout | undefined;
  let watcher: FSWatcher | undefined;
  try {
    watcher = watch(root, { recursive: true }, (_event, name) => {
      if (!name) return;
      const file = String(name).split(sep).join('/');
      if (file.split('/').some((s) => s.startsWith('.') || s === 'node_modules')) {
        if (file !== '.mintignore') return;
      }
      if (excluded.some((e) => file === e || file.startsWith(`${e}/`))) return;
      pending.add(file);
      clearTimeout(timer);
      timer = setTimeout(() => {
        const files = [...pending];
        pending.clear();
        opts.onChange(files);
      }, opts.debounceMs ?? 25);
    });
    watcher.on('error', (err) => opts.onError?.(err));
  } catch (err) {
    opts.onError?.(err as Error);
  }
  return {
    close() {
      clearTimeout(timer);
      watcher?.close();
    },
  };
}
