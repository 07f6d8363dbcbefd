/**
 * A page's frontmatter `keywords`: Mintlify documents a list (`keywords: ['auth', 'login']`),
 * and pages also write one comma-separated string. Empty and non-text entries are dropped.
 */
export function pageKeywords(frontmatter: Record<string, unknown>): string[] {
  const value = frontmatter.keywords;
  const items = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : [];
  const out: string[] = [];
  for (const item of items) {
    const word = typeof item === 'string' || typeof item === 'number' ? String(item).trim() : '';
    if (word && !out.includes(word)) out.push(word);
  }
  return out;
}
