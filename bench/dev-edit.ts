/**
 * `quire dev` on a generated site, measured the way a writer sees it: time to the first page,
 * then, in Chromium, the time from saving a page to the open browser showing the edit: to the
 * animation frame that paints it (timed inside the page), and to Playwright noticing it.
 *
 *   npm run build:lib && npx tsx bench/dev-edit.ts [--pages 10000] [--edits 7] [--dir D]
 *
 * Uses bench/gen-corpus.ts (seed 1; reuses D if it already holds a site of that size) and
 * Debian's /usr/bin/chromium. Prints each edit's latency and the median.
 */
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { generateCorpus } from './gen-corpus.js';
import { peakRssKb, startDev } from './dev-timer.js';

const args = process.argv.slice(2);
const opt = (name: string, fallback: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] ? args[i + 1] : fallback;
};
const pages = Number(opt('pages', '10000'));
const edits = Number(opt('edits', '7'));
const root = opt('dir', `/tmp/quire-dev-edit-${pages}`);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

if (!existsSync(join(root!, 'docs.json'))) await generateCorpus(root!, { pages, operations: 0, seed: 1 });
const corpus = JSON.parse(await readFile(join(root!, 'docs.json'), 'utf8'));
// The first page of the second tab: a page the dev server has not rendered at start.
const firstPage = (node: unknown): string | undefined => {
  if (Array.isArray(node)) {
    for (const n of node) {
      const p = firstPage(n);
      if (p) return p;
    }
  } else if (node && typeof node === 'object') {
    const pages = (node as { pages?: unknown[] }).pages;
    if (Array.isArray(pages)) {
      const direct = pages.find((p): p is string => typeof p === 'string');
      if (direct) return direct;
    }
    for (const v of Object.values(node)) {
      const p = firstPage(v);
      if (p) return p;
    }
  }
  return undefined;
};
const target = firstPage(corpus.navigation.tabs[1])!;
const file = join(root!, `${target}.mdx`);
const original = await readFile(file, 'utf8');

const dev = await startDev(root!);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
try {
  const { url, urlMs: urlAt } = dev;
  const home = await fetch(url);
  await home.text();
  const firstAt = dev.since();
  const page = await browser.newPage();
  // In every document the page loads: the first animation frame holding each edit marker, and
  // the page's first contentful paint (when Chromium put a reloaded page on screen). A reloaded
  // page shows the edit at the later of the two; a page that swapped its content in place paints
  // it in the frame that holds it. Playwright learns it one protocol round trip later (tens of ms
  // on a busy machine), so that is reported too.
  // (A string: tsx would wrap a function's inner functions in helpers the page does not have.)
  await page.addInitScript(`(() => {
    const seen = (window.quireSeen = {});
    const look = () => {
      const m = /Edit marker \\d+ \\d+/.exec(document.body ? document.body.textContent : '');
      if (m && !(m[0] in seen)) seen[m[0]] = performance.timeOrigin + performance.now();
      requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) if (e.name === 'first-contentful-paint') window.quireFcp = performance.timeOrigin + e.startTime;
    }).observe({ type: 'paint', buffered: true });
  })();`);
  const t = performance.now();
  await page.goto(new URL(`/${target}`, url).href);
  const openMs = performance.now() - t;
  await page.waitForTimeout(1500); // let the live-reload connection settle
  const latencies: number[] = [];
  const frames: number[] = [];
  const shown: number[] = [];
  const served: number[] = [];
  let reloads = 0;
  for (let i = 0; i < edits; i++) {
    const marker = `Edit marker ${i} ${Date.now()}`;
    const saved = performance.timeOrigin + performance.now();
    const t0 = performance.now();
    await writeFile(file, `${original}\n\n${marker}\n`);
    await page.waitForFunction((m) => document.body?.textContent?.includes(m), marker, { timeout: 20_000, polling: 'raf' });
    latencies.push(performance.now() - t0);
    const seen = await page.evaluate(([m, since]) => {
      const w = window as unknown as { quireSeen?: Record<string, number>; quireFcp?: number };
      // The HTML it shows: the document's own (reloaded) or the last fetch of its URL (swapped in place).
      const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
      const fetched = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter((e) => e.initiatorType === 'fetch' && e.name === location.href).at(-1);
      const at = w.quireSeen?.[m];
      const reloaded = performance.timeOrigin > since;
      const html = reloaded ? nav && performance.timeOrigin + nav.responseEnd : fetched && performance.timeOrigin + fetched.responseEnd;
      return at === undefined ? undefined : { at, reloaded, fcp: w.quireFcp, html };
    }, [marker, saved] as const);
    if (seen) {
      frames.push(seen.at - saved);
      if (seen.html !== undefined) served.push(seen.html - saved);
      if (!seen.reloaded) shown.push(seen.at - saved);
      else if (seen.fcp !== undefined) shown.push(Math.max(seen.at, seen.fcp) - saved);
      if (seen.reloaded) reloads++;
    }
    await page.waitForTimeout(400);
  }
  const rss = dev.child.pid ? await peakRssKb(dev.child.pid) : undefined;
  console.log(`quire dev on ${pages} pages: URL printed ${urlAt.toFixed(0)} ms, first page ${firstAt.toFixed(0)} ms after start, another page opened in Chromium in ${openMs.toFixed(0)} ms`);
  const list = (xs: number[]) => `${xs.map((l) => l.toFixed(0)).join(', ')} ms; median ${xs.length ? median(xs)!.toFixed(0) : '?'} ms (${xs.length} of ${edits} edits)`;
  console.log(`save → edit on screen (the frame holding it; after a reload, no earlier than the first contentful paint): ${list(shown)}; ${reloads} reloaded, the others swapped in place`);
  console.log(`save → first animation frame holding the edit: ${list(frames)}`);
  console.log(`save → the page's new HTML received: ${list(served)}`);
  console.log(`save → Playwright sees the edit: ${latencies.map((l) => l.toFixed(0)).join(', ')} ms; median ${median(latencies)!.toFixed(0)} ms`);
  if (rss) console.log(`dev server peak RSS ${(rss / 1024).toFixed(0)} MB`);
} finally {
  await writeFile(file, original);
  await browser.close();
  await dev.stop();
}
