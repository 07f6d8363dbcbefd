function escapeAttr(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/** A static redirect that works on any host, with and without JavaScript. */
export function redirectPage(target: string): string {
  const t = escapeAttr(target);
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Redirecting…</title>
<meta http-equiv="refresh" content="0; url=${t}"><link rel="canonical" href="${t}"></head>
<body><p>Redirecting to <a href="${t}">${t}</a>…</p></body></html>
`;
}
