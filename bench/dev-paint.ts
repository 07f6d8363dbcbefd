/**
 * What a writer sees of `quire dev` starting: the ms from spawning it until Chromium, opening a
 * page as soon as the URL prints, paints that page's first content (its first contentful paint).
 * Unlike dev-timer.ts, which times the HTML's arrival, this includes the stylesheets the paint
 * waits for. Shared by run.ts; also runs on its own:
 *
 *   npm run build:lib && npx tsx bench/dev-paint.ts DOCS_DIR URL_PATH [rounds=3]
 *
 * Each round opens the page on a first start (the store of the last session's answers off:
 * rendered), on a restart (answered from that store, src/dev/served-answers.ts), and left open
 * while the server restarts (the page reloads itself once the new server answers Vite's ping).
 * Needs Debian's Chromium at /usr/bin/chromium (CHROMIUM=… for another).
 */
import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';
import { startDev } from './dev-timer.js';

export const chromiumPath = process.env.CHROMIUM ?? '/usr/bin/chromium';

export interface DevPaint {
  /** ms from spawning `quire dev` to the page's first contentful paint. */
  paint: number;
  /** The page painted was the last session's answer (a provisional page). */
  stored: boolean;
}

export function canTimePaint(): boolean {
  return existsSync(chromiumPath);
}

export async function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath, args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
}

export async function timeDevPaint(browser: Browser, root: string, path: string, opts: { storedAnswers?: boolean } = {}): Promise<DevPaint> {
  const page = await browser.newPage();
  try {
    // A browser that has painted once already: its own start is not the dev server's.
    await page.goto('data:text/html,<p>warm</p>');
    const dev = await startDev(root, opts);
    try {
      const navigatedAt = dev.since();
      await page.goto(new URL(path, dev.url).href, { waitUntil: 'commit' });
      await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0, null, { timeout: 60_000 });
      const fcp = await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]!.startTime);
      const stored = await page.evaluate(() => document.querySelector('script[data-quire-provisional]') !== null);
      return { paint: navigatedAt + fcp, stored };
    } finally {
      await dev.stop();
    }
  } finally {
    await page.close();
  }
}

/**
 * A page left open while `quire dev` restarts: Vite's client pings the new server and reloads
 * the page. ms from spawning the second server to the reloaded page's first contentful paint.
 */
export async function timeOpenPageRestart(browser: Browser, root: string, path: string): Promise<DevPaint> {
  const page = await browser.newPage();
  try {
    const first = await startDev(root);
    const port = Number(new URL(first.url).port);
    try {
      const connected = page.waitForEvent('console', { predicate: (m) => m.text().includes('[vite] connected'), timeout: 120_000 });
      await page.goto(new URL(path, first.url).href);
      await connected;
    } finally {
      const polling = page.waitForEvent('console', { predicate: (m) => m.text().includes('Polling for restart'), timeout: 30_000 });
      await first.stop();
      await polling;
    }
    const reloaded = page.waitForEvent('framenavigated', { timeout: 120_000 });
    const second = await startDev(root, { port });
    try {
      await reloaded;
      await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0, null, { timeout: 60_000 });
      // The reloaded document's own clock starts at its navigation: its paint, in this process's time.
      const paintedAt = await page.evaluate(() => performance.timeOrigin + performance.getEntriesByName('first-contentful-paint')[0]!.startTime);
      const spawnedAt = performance.timeOrigin + performance.now() - second.since();
      const stored = await page.evaluate(() => document.querySelector('script[data-quire-provisional]') !== null);
      return { paint: paintedAt - spawnedAt, stored };
    } finally {
      await page.goto('about:blank');
      await second.stop();
    }
  } finally {
    await page.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [root, path, rounds = '3'] = process.argv.slice(2);
  if (!root || !path) {
    console.error('usage: npx tsx bench/dev-paint.ts DOCS_DIR URL_PATH [rounds=3]');
    process.exit(2);
  }
  if (!canTimePaint()) {
    console.error(`no Chromium at ${chromiumPath} (apt-get install chromium, or CHROMIUM=…)`);
    process.exit(2);
  }
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  const browser = await launchChromium();
  try {
    const rendered: number[] = [];
    const restarted: number[] = [];
    const leftOpen: number[] = [];
    // Fills the store, so that every restart below is answered from it.
    await timeDevPaint(browser, root, path);
    for (let i = 0; i < Number(rounds); i++) {
      const first = await timeDevPaint(browser, root, path, { storedAnswers: false });
      const again = await timeDevPaint(browser, root, path);
      const open = await timeOpenPageRestart(browser, root, path);
      rendered.push(first.paint);
      if (again.stored) restarted.push(again.paint);
      leftOpen.push(open.paint);
      console.log(
        `round ${i + 1}: rendered ${first.paint.toFixed(0)} ms, restarted ${again.paint.toFixed(0)} ms${again.stored ? " (last session's answer)" : ' (not from the store)'}, ` +
          `left open across a restart ${open.paint.toFixed(0)} ms${open.stored ? " (last session's answer)" : ' (rendered)'}`,
      );
    }
    console.log(
      `first contentful paint after spawn, median of ${rounds}: rendered ${median(rendered).toFixed(0)} ms` +
        (restarted.length ? `, restarted ${median(restarted).toFixed(0)} ms` : '') +
        `, a page left open across a restart ${median(leftOpen).toFixed(0)} ms`,
    );
  } finally {
    await browser.close();
  }
}
