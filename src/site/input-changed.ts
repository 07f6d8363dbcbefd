import type { Diagnostic } from '../diagnostics/quire-error.js';

/** Errors meaning the file is no longer there (deleted, renamed, its folder replaced). */
const GONE = new Set(['ENOENT', 'ENOTDIR']);

/**
 * A docs file that changed under a running build or load: deleted or renamed after the folder
 * was scanned, replaced by a folder, made unreadable. Reported against the file, never thrown:
 * the build fails cleanly and the previous output stays as it was.
 */
export function inputChanged(file: string, err: unknown, when = 'while the build was reading it'): Diagnostic {
  const code = (err as NodeJS.ErrnoException)?.code ?? '';
  const what = GONE.has(code) ? `was deleted ${when}` : code === 'EISDIR' ? `was replaced by a folder ${when}` : `cannot be read (${code || String(err)})`;
  return {
    severity: 'error',
    code: 'build/input-changed',
    message: `${file} ${what}`,
    file,
    hint: 'files changed during the build: run it again once they have stopped changing (the previous output is left as it was)',
  };
}

