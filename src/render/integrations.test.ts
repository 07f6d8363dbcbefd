import { describe, expect, it } from 'vitest';
import { integrationTags } from './integrations.js';

/** The tags one provider alone produces, with no problem reported. */
function only(name: string, settings: unknown): string {
  const { html, problems, loaded } = integrationTags({ [name]: settings });
  expect(problems).toEqual([]);
  expect(loaded).toEqual([name]);
  return html;
}

describe('integration snippets', () => {
  it('nothing configured, nothing loaded', () => {
    expect(integrationTags(undefined)).toEqual({ html: '', problems: [], loaded: [] });
    expect(integrationTags({})).toEqual({ html: '', problems: [], loaded: [] });
  });

  it.each([
    ['ga4', { measurementId: 'G-ABC123' }, ['<script async src="https://www.googletagmanager.com/gtag/js?id=G-ABC123"></script>', 'gtag("config","G-ABC123")']],
    ['gtm', { tagId: 'GTM-N633BZ8' }, ['https://www.googletagmanager.com/gtm.js?id=', '"dataLayer","GTM-N633BZ8")']],
    ['posthog', { apiKey: 'phc_abc', apiHost: 'https://eu.i.posthog.com' }, ['posthog.init("phc_abc",{api_host:"https://eu.i.posthog.com",disable_session_recording:true})', '<script async src="https://eu-assets.i.posthog.com/static/array.js"></script>']],
    ['plausible', { domain: 'docs.example.com' }, ['<script defer data-domain="docs.example.com" src="https://plausible.io/js/script.js"></script>']],
    ['fathom', { siteId: 'ABCDEF' }, ['<script defer src="https://cdn.usefathom.com/script.js" data-site="ABCDEF"></script>']],
    ['segment', { key: 'wk_1' }, ['a._writeKey="wk_1"', '"https://cdn.segment.com/analytics.js/v1/"+"wk_1"+"/analytics.min.js"', 'a.page()']],
    ['amplitude', { apiKey: 'abc123' }, ['<script defer src="https://cdn.amplitude.com/script/abc123.js" onload="window.amplitude&amp;&amp;amplitude.init(&quot;abc123&quot;']],
    ['mixpanel', { projectToken: 'tok1' }, ['mixpanel.init("tok1"', '<script async src="https://cdn.mxpnl.com/libs/mixpanel-2-latest.min.js"></script>']],
    ['hotjar', { hjid: 1234, hjsv: '6' }, ['h._hjSettings={hjid:1234,hjsv:6}', 'https://static.hotjar.com/c/hotjar-']],
    ['clarity', { projectId: 'abc12' }, ['"https://www.clarity.ms/tag/"+i', '"clarity","script","abc12")']],
    ['intercom', { appId: 'abc123' }, ['app_id:"abc123"', '"https://widget.intercom.io/widget/"+"abc123"']],
    ['heap', { appId: '12345' }, ['heap.load("12345")', 'https://cdn.heapanalytics.com/js/heap-']],
    ['pirsch', { id: 'code1' }, ['<script defer src="https://api.pirsch.io/pa.js" id="pianjs" data-code="code1"></script>']],
    ['koala', { publicApiKey: 'pk_1' }, ['"https://cdn.getkoala.com/v1/"+"pk_1"+"/sdk.js"']],
    ['logrocket', { appId: 'org1/app-2' }, ['onload="window.LogRocket&amp;&amp;LogRocket.init(&quot;org1/app-2&quot;)"']],
    ['clearbit', { publicApiKey: 'pk_2' }, ['src="https://tag.clearbitscripts.com/v1/pk_2/tags.js"']],
    ['adobe', { launchUrl: 'https://assets.adobedtm.com/x/launch-1.min.js' }, ['<script async src="https://assets.adobedtm.com/x/launch-1.min.js"></script>']],
    ['frontchat', { snippetId: 'abcdef12' }, ['FrontChat(&quot;init&quot;,{chatId:&quot;abcdef12&quot;']],
  ])('%s: the vendor\'s loader with the configured id', (name, settings, parts) => {
    const html = only(name, settings);
    for (const part of parts) expect(html).toContain(part);
    // Every external script loads without blocking the page.
    for (const tag of html.match(/<script [^>]*src=[^>]*>/g) ?? []) expect(tag).toMatch(/ (async|defer)[ >]/);
  });

  it('options: posthog session recording, a self-hosted plausible and posthog', () => {
    expect(only('posthog', { apiKey: 'phc_a', sessionRecording: true })).toContain('{api_host:"https://us.i.posthog.com",disable_session_recording:false}');
    expect(only('posthog', { apiKey: 'phc_a', apiHost: 'https://ph.example.com/' })).toContain('src="https://ph.example.com/static/array.js"');
    expect(only('plausible', { domain: 'a.com', server: 'https://stats.a.com/' })).toContain('src="https://stats.a.com/js/script.js"');
  });

  it('customScripts: https scripts, lazyOnload as async', () => {
    const { html, problems } = integrationTags({ customScripts: [{ src: 'https://cdn.a.com/x.js' }, { src: 'https://cdn.a.com/y.js', strategy: 'lazyOnload' }, { src: 'http://cdn.a.com/z.js' }] });
    expect(html).toBe('<script defer src="https://cdn.a.com/x.js"></script><script async src="https://cdn.a.com/y.js"></script>');
    expect(problems.map((p) => p.path)).toEqual([['integrations', 'customScripts', 2, 'src']]);
  });

  it('an id that could break out of its string or URL is reported at its path and not emitted', () => {
    const hostile = '"</script><script>alert(1)</script>';
    const { html, problems, loaded } = integrationTags({
      ga4: { measurementId: hostile },
      posthog: { apiKey: 'phc_ok', apiHost: 'javascript:alert(1)' },
      intercom: { appId: "abc123');alert(1)//" },
      hotjar: { hjid: '12;alert(1)', hjsv: 6 },
      fathom: { siteId: 'GOODID' },
    });
    expect(loaded).toEqual(['fathom']);
    expect(html).not.toContain('alert');
    expect(problems.map((p) => [p.kind, p.path.join('.')])).toEqual([
      ['invalid', 'integrations.ga4.measurementId'],
      ['invalid', 'integrations.posthog.apiHost'],
      ['invalid', 'integrations.intercom.appId'],
      ['invalid', 'integrations.hotjar.hjid'],
    ]);
    expect(problems[0]!.hint).toContain('G-XXXXXXX');
  });

  it('a missing required id and an unknown provider are reported', () => {
    const { html, problems } = integrationTags({ mixpanel: {}, hightouch: { writeKey: 'w' }, nosuch: {} });
    expect(html).toBe('');
    expect(problems.map((p) => [p.kind, p.path.join('.')])).toEqual([
      ['invalid', 'integrations.mixpanel.projectToken'],
      ['unsupported', 'integrations.hightouch'],
      ['unsupported', 'integrations.nosuch'],
    ]);
  });

  it('cookies: the snippets are inert until localStorage holds the consent key and value', () => {
    const { html, problems } = integrationTags({ ga4: { measurementId: 'G-A1' }, cookies: { key: 'consent', value: 'yes"</script>' } });
    expect(problems).toEqual([]);
    // No script runs as written but the gate, which names the key and value safely escaped.
    const live = [...html.matchAll(/<script(?![^>]*type="text\/plain")[^>]*>/g)];
    expect(live).toHaveLength(1);
    expect(html).toContain('<script type="text/plain" data-quire-consent async src="https://www.googletagmanager.com/gtag/js?id=G-A1"></script>');
    expect(html).toContain('localStorage.getItem(k)!==v');
    expect(html).toContain('("consent","yes\\"\\u003c/script>")');
    expect(integrationTags({ cookies: { key: 'consent' } }).problems.map((p) => p.path.join('.'))).toEqual(['integrations.cookies']);
    // Nothing to gate, nothing written.
    expect(integrationTags({ cookies: { key: 'a', value: 'b' } }).html).toBe('');
  });

  it('telemetry is accepted without a script', () => {
    expect(integrationTags({ telemetry: { enabled: false } })).toEqual({ html: '', problems: [], loaded: [] });
  });
});
