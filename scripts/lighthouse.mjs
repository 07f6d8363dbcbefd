#!/usr/bin/env node
/**
 * Lighthouse on the example site: builds example-site with the published CLI (bin/quire.js, so
 * run `npm run build:lib` first), serves the output as a static host would, and audits a few
 * pages on mobile and desktop with Debian's Chromium. Prints the four category scores per page
 * and every audit that did not pass. Not part of `npm test`: a run takes minutes.
 *
 *   npm run lighthouse [-- /path /other/path]   (CHROME_PATH overrides /usr/bin/chromium)
 *
 * Exit code 1 when any score is below 100 in accessibility, best practices or SEO (performance
 * depends on the machine, so it is reported, not enforced).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { createStaticHandler } from '../lib/src/dev/static-server.js';

const PAGES = process.argv.slice(2).length ? process.argv.slice(2) : ['/', '/quickstart', '/guides/writing-pages', '/api-reference/agent-jobs/list-agent-jobs'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

// LIGHTHOUSE_SITE=<built folder> audits that output instead of building (to compare variants).
const prebuilt = process.env.LIGHTHOUSE_SITE;
const docs = mkdtempSync(join(tmpdir(), 'quire-lighthouse-docs-'));
const out = prebuilt ?? mkdtempSync(join(tmpdir(), 'quire-lighthouse-site-'));
if (!prebuilt) {
  // A copy: the build keeps its cache in the docs folder.
  execFileSync('cp', ['-r', 'example-site/.', docs]);
  execFileSync(process.execPath, ['bin/quire.js', 'build', docs, '--out', out, '--offline'], { stdio: 'inherit' });
}

const handler = createStaticHandler(out);
const files = createServer((req, res) => void handler(req, res));
await new Promise((done) => files.listen(0, '127.0.0.1', done));
const filesOrigin = `http://127.0.0.1:${files.address().port}`;
// Static hosts (GitHub Pages, Netlify, Vercel, Cloudflare Pages) send text gzipped, and so does
// Quire's static handler (quire preview). This proxy in front of it lets LIGHTHOUSE_GZIP=0 audit
// the uncompressed bytes too (fetch decompresses the handler's answer; the proxy sends it as is).
const gzip = process.env.LIGHTHOUSE_GZIP !== '0';
const server = createServer(async (req, res) => {
  const upstream = await fetch(filesOrigin + req.url, { redirect: 'manual', headers: { accept: req.headers.accept ?? '*/*' } });
  let body = Buffer.from(await upstream.arrayBuffer());
  const headers = Object.fromEntries([...upstream.headers].filter(([k]) => !['content-length', 'content-encoding', 'transfer-encoding', 'connection'].includes(k)));
  if (gzip && /text|javascript|json|svg|xml/.test(upstream.headers.get('content-type') ?? '') && /gzip/.test(req.headers['accept-encoding'] ?? '')) {
    body = gzipSync(body);
    headers['content-encoding'] = 'gzip';
  }
  res.writeHead(upstream.status, { ...headers, 'content-length': body.length });
  res.end(req.method === 'HEAD' ? undefined : body);
});
await new Promise((done) => server.listen(0, '127.0.0.1', done));
const origin = `http://127.0.0.1:${server.address().port}`;

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
});

let failed = false;
try {
  for (const form of (process.env.LIGHTHOUSE_FORMS ?? 'mobile,desktop').split(',')) {
    for (const path of PAGES) {
      const result = await lighthouse(`${origin}${path}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES }, form === 'desktop' ? desktopConfig : undefined);
      const { categories, audits } = result.lhr;
      const scores = CATEGORIES.map((c) => `${c} ${Math.round((categories[c]?.score ?? 0) * 100)}`);
      console.log(`\n${form.padEnd(7)} ${path}: ${scores.join(' · ')}`);
      // The metrics behind the performance score: which one costs the points.
      const metrics = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index'];
      console.log(`  ${metrics.map((id) => `${id.split('-').map((w) => w[0]).join('').toUpperCase()} ${audits[id]?.displayValue ?? '?'} (${Math.round((audits[id]?.score ?? 0) * 100)})`).join(' · ')}`);
      for (const c of CATEGORIES.slice(1)) if ((categories[c]?.score ?? 0) < 1) failed = true;
      for (const c of CATEGORIES) {
        for (const ref of categories[c]?.auditRefs ?? []) {
          const audit = audits[ref.id];
          if (!audit || ref.weight === 0 || audit.score === null || audit.score >= 0.9) continue;
          const value = audit.displayValue ? ` (${audit.displayValue})` : '';
          const items = (audit.details?.items ?? []).slice(0, 3).map((i) => i.node?.snippet ?? i.url ?? i.source?.url ?? '').filter(Boolean);
          console.log(`  ✗ [${c}] ${audit.id}: ${audit.title}${value}${items.length ? `\n      ${items.join('\n      ')}` : ''}`);
        }
      }
    }
  }
} finally {
  await chrome.kill();
  server.close();
  files.close();
  rmSync(docs, { recursive: true, force: true });
  if (!prebuilt) rmSync(out, { recursive: true, force: true });
}
process.exitCode = failed ? 1 : 0;
