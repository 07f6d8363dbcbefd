/** Problems users can cause: collected, never thrown, printed together by one formatter. */

export type Severity = 'error' | 'warning';

export interface Diagnostic {
  severity: Severity;
  /** Stable code, e.g. `config/required`, `nav/missing-page`. */
  code: string;
  message: string;
  /** File relative to the docs root (or a URL). */
  file?: string;
  line?: number;
  column?: number;
  /** Dotted JSON path inside `file`, e.g. `navigation.tabs[1].groups[0]`. */
  jsonPath?: string;
  hint?: string;
}

/**
 * Whether these problems fail a command: any error, or with `strict` (`--strict`) any warning.
 * The one rule every command (build, check, dev, nav, mcp) and the render cache apply.
 */
export function hasFailures(diagnostics: readonly Diagnostic[], strict = false): boolean {
  return diagnostics.some((d) => d.severity === 'error' || (strict && d.severity === 'warning'));
}

/** Formats a JSON path array (`['navigation','tabs',1]`) as `navigation.tabs[1]`. */
export function formatJsonPath(path: readonly (string | number)[]): string {
  let out = '';
  for (const seg of path) {
    if (typeof seg === 'number') out += `[${seg}]`;
    else if (/^[A-Za-z_$][\w$-]*$/.test(seg)) out += out ? `.${seg}` : seg;
    else out += `[${JSON.stringify(seg)}]`;
  }
  return out;
}

/** Inverse of formatJsonPath: `navigation.tabs[1]["a b"]` → ['navigation','tabs',1,'a b']. */
export function parseJsonPath(path: string): (string | number)[] {
  const out: (string | number)[] = [];
  const re = /([^.[\]]+)|\[(\d+)\]|\[("(?:[^"\\]|\\.)*")\]/g;
  for (const m of path.matchAll(re)) {
    if (m[1] !== undefined) out.push(m[1]);
    else if (m[2] !== undefined) out.push(Number(m[2]));
    else out.push(JSON.parse(m[3]!) as string);
  }
  return out;
}
