/** Which files of a docs folder are pages, and which are served as they are. Pure; the file walk lives in scan-docs.ts. */

/** Files under `snippets/` are never pages (Mintlify's rule). */
export function isSnippetFile(file: string): boolean {
  return file === 'snippets' || file.startsWith('snippets/') || file.includes('/snippets/');
}

export function isPageFile(file: string): boolean {
  return /\.mdx?$/i.test(file) && !isSnippetFile(file);
}

/**
 * A tiny `.mintignore` / gitignore matcher: `#` comments, `!` negation is not supported,
 * `*` within a segment, `**` across segments, a trailing `/` for folders, a leading `/`
 * anchoring at the root.
 */
export function createIgnoreMatcher(text: string): (file: string) => boolean {
  const rules = text
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#') && !l.startsWith('!'))
    .map((line) => {
      const anchored = line.startsWith('/') || line.slice(0, -1).includes('/');
      const dirOnly = line.endsWith('/');
      const body = line.replace(/^\//, '').replace(/\/$/, '');
      const re = body
        .split('**')
        .map((part) => part.replace(/[.+^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]*').replace(/\?/g, '[^/]'))
        .join('.*');
      // Unanchored, "at the start or after a slash": `(^|.*/)` meant the same, but tried `.*`
      // from every position, ~0.5 s over the 5,400 files of a large site with two rules.
      const prefix = anchored ? '^' : '(?:^|/)';
      return new RegExp(`${prefix}${re}${dirOnly ? '/' : '(/|$)'}`);
    });
  return (file) => rules.some((r) => r.test(file));
}

/** Files served as they are: images, media, downloads. Sources (MDX, docs.json, specs) are not. */
const STATIC_EXTENSIONS = /\.(png|jpe?g|gif|svg|webp|avif|ico|bmp|mp4|webm|mov|mp3|wav|pdf|zip|txt|woff2?|ttf|otf|css|js)$/i;

export function isStaticAsset(file: string): boolean {
  return STATIC_EXTENSIONS.test(file) && !file.startsWith('snippets/');
}
