/**
 * JavaScript source with every character above U+00FF written as `\uXXXX` escapes, one per
 * UTF-16 code unit. V8 keeps a module's source text for as long as its functions live, and one
 * such character makes the whole text two bytes a character: esbuild escapes them in strings but
 * leaves them in regular expression literals (KaTeX's subscript table, a URL pattern's quotes),
 * so the bundle's two largest chunks were held at twice their size in every process that loaded
 * them.
 *
 * The escapes mean the same wherever such a character can stand: in strings, templates and
 * identifiers; in regular expressions with or without the `u` flag (a surrogate pair written as
 * two escapes is one code point under `u`, as the raw character was); in comments they are
 * inert. An identity escape (`\–`) becomes the escape alone, as `\\u2013` would be a backslash.
 */
export function latin1Source(source) {
  return source.replace(/(\\*)([\u0100-\uffff]+)/g, (_, slashes, wide) => {
    // An odd run of backslashes escapes the wide character that follows it: drop that one.
    const kept = slashes.length % 2 === 1 ? slashes.slice(1) : slashes;
    let escaped = '';
    for (let i = 0; i < wide.length; i++) escaped += `\\u${wide.charCodeAt(i).toString(16).padStart(4, '0')}`;
    return kept + escaped;
  });
}
