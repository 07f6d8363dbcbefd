/** JavaScript source with every character above U+00FF written as escapes (see latin1-source.mjs). */
export function latin1Source(source: string): string;
