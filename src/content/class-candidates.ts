/**
 * Class names a page or snippet writes on its elements, read from its source text: the values of
 * `className="…"`, `class="…"`, and the string literals inside `className={…}` (a ternary, a
 * template literal, `cn('a', 'b')`). These are the candidates for Tailwind utility classes
 * (render/utility-css.ts keeps the ones that are utilities). Reading the author's text, not the
 * rendered HTML, keeps the theme's own class names out: its components render classes too.
 * Like Tailwind's own scanner this is deliberately loose (an example in a code block counts):
 * a class nothing carries costs a rule, never a wrong style.
 */
export function classCandidates(source: string): string[] {
  const found = new Set<string>();
  const add = (text: string) => {
    for (const token of text.split(/\s+/)) if (isCandidate(token)) found.add(token);
  };
  const attribute = /\bclass(?:Name)?\s*=\s*(?:"([^"]*)"|'([^']*)'|\{)/g;
  for (let m = attribute.exec(source); m; m = attribute.exec(source)) {
    if (m[1] !== undefined || m[2] !== undefined) {
      add(m[1] ?? m[2] ?? '');
      continue;
    }
    const end = closingBrace(source, attribute.lastIndex);
    for (const literal of source.slice(attribute.lastIndex, end).matchAll(/"([^"]*)"|'([^']*)'|`([^`]*)`/g)) {
      // `${…}` in a template literal is code, not class text.
      add((literal[1] ?? literal[2] ?? literal[3] ?? '').replace(/\$\{[^}]*\}/g, ' '));
    }
    attribute.lastIndex = end;
  }
  return [...found].sort();
}

/** Index of the `}` closing an expression that starts at `from` (nested braces counted). */
function closingBrace(source: string, from: number): number {
  let depth = 1;
  // An attribute expression is short; a stray `{` must not make the scan read the whole page.
  const limit = Math.min(source.length, from + 2000);
  for (let i = from; i < limit; i++) {
    const ch = source[i];
    if (ch === '{') depth++;
    else if (ch === '}' && --depth === 0) return i;
  }
  return limit;
}

/** A token that could be a utility class: no quotes, braces or markup (those are code). */
function isCandidate(token: string): boolean {
  return token.length > 0 && token.length <= 200 && !/["'`{}<>\\]/.test(token);
}
