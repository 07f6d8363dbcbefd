import { describe, expect, it } from 'vitest';
import { rssFeed, updatesFromHtml } from './rss-feed.js';

describe('updatesFromHtml', () => {
  it('reads each update section whole, with sections nested in its body, and ignores other sections', () => {
    const html = [
      '<section class="hero"><p>Intro</p></section>',
      '<section class="update" id="v2" aria-label="v2 &amp; more"><div class="update-meta"><a class="update-label" href="#v2">v2 &amp; more</a><p class="update-description">Big <em>one</em></p></div>',
      '<div class="update-body"><section class="tabs"><p>inner</p></section><p>after</p></div></section>',
      '<section class="update"><div class="update-meta"></div><div class="update-body"><p>No label</p></div></section>',
    ].join('');
    expect(updatesFromHtml(html)).toEqual([
      { title: 'v2 & more', id: 'v2', description: 'Big one', html: '<section class="tabs"><p>inner</p></section><p>after</p>' },
      { title: '', html: '<p>No label</p>' },
    ]);
  });

  it('escapes titles and keeps CDATA content intact', () => {
    const xml = rssFeed({ title: 'A <b>', link: 'https://x.dev/c', self: 'https://x.dev/c/rss.xml', items: [{ title: 'June', html: '<p>a ]]> b</p>' }] });
    expect(xml).toContain('<title>A &lt;b&gt;</title>');
    expect(xml).toContain('<![CDATA[<p>a ]]]]><![CDATA[> b</p>]]>');
    expect(xml).not.toContain('<pubDate>');
  });
});
