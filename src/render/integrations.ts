/**
 * docs.json `integrations` → the analytics, chat and enrichment scripts of every page's <head>.
 * Each provider's loader is the one its vendor documents (the short stub that queues calls, then
 * the vendor's script, async or deferred), so a page renders and reads the same with scripts off.
 * Configured ids end up inside JavaScript strings and URLs: each is checked against the shape
 * its vendor issues, and a value that does not fit is reported (with its JSON pointer) and left
 * out rather than emitted. Pure: the renderer calls it once per site.
 */

export interface IntegrationProblem {
  /** Path in docs.json, e.g. ['integrations', 'ga4', 'measurementId']. */
  path: (string | number)[];
  kind: 'invalid' | 'unsupported';
  message: string;
  hint: string;
}

export interface IntegrationTags {
  /** Tags for <head>, in docs.json order of the providers. */
  html: string;
  problems: IntegrationProblem[];
  /** Providers whose snippet is in `html`. */
  loaded: string[];
}

type Values = Record<string, string>;

interface Field {
  key: string;
  required: boolean;
  /** What the vendor issues; anything else is refused. */
  shape: RegExp | 'url';
  describe: string;
  /** Numbers are accepted too (hotjar's ids are often written as numbers). */
  numeric?: boolean;
}

interface Provider {
  title: string;
  fields: Field[];
  snippet(v: Values, raw: Record<string, unknown>): string;
}

/** A value for a double-quoted JS string inside a <script> element. */
const js = (s: string) => JSON.stringify(s).replace(/</g, '\\u003c');
/** A value for a double-quoted HTML attribute. */
const attr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const inline = (code: string) => `<script>${code}</script>`;
/** A deferred vendor script and the call that starts it once it has loaded (`onload`, so it also works when the consent gate inserts the script later). */
const deferred = (src: string, init: string, extra = '') => `<script defer src="${attr(src)}"${extra} onload="${attr(init)}"></script>`;

const TOKEN = /^[A-Za-z0-9_-]+$/;
const token = (key: string, required = true, describe = 'letters, digits, "-" and "_"'): Field => ({ key, required, shape: TOKEN, describe });
const url = (key: string, required = false): Field => ({ key, required, shape: 'url', describe: 'an http(s) URL' });
const trimSlash = (s: string) => s.replace(/\/+$/, '');

/** The mixpanel-style stub (PostHog forked it): calls queue in `_i` until the library loads. */
const initQueue = (name: string) => `window.${name}=window.${name}||[];${name}._i=${name}._i||[];${name}.__SV=1.2;${name}.init=function(k,c,n){${name}._i.push([k,c,n])};`;

const PROVIDERS: Record<string, Provider> = {
  adobe: {
    title: 'Adobe Analytics',
    fields: [url('launchUrl', true)],
    snippet: (v) => `<script async src="${attr(v.launchUrl!)}"></script>`,
  },
  amplitude: {
    title: 'Amplitude',
    fields: [token('apiKey')],
    snippet: (v) => deferred(`https://cdn.amplitude.com/script/${v.apiKey!}.js`, `window.amplitude&&amplitude.init(${js(v.apiKey!)},{fetchRemoteConfig:true,autocapture:true})`),
  },
  clarity: {
    title: 'Microsoft Clarity',
    fields: [{ key: 'projectId', required: true, shape: /^[A-Za-z0-9]+$/, describe: 'letters and digits' }],
    snippet: (v) => inline(`(function(c,l,a,r,i,t,y){c[a]=c[a]||function(){(c[a].q=c[a].q||[]).push(arguments)};t=l.createElement(r);t.async=1;t.src="https://www.clarity.ms/tag/"+i;y=l.getElementsByTagName(r)[0];y.parentNode.insertBefore(t,y)})(window,document,"clarity","script",${js(v.projectId!)});`),
  },
  clearbit: {
    title: 'Clearbit',
    fields: [token('publicApiKey')],
    snippet: (v) => `<script defer src="https://tag.clearbitscripts.com/v1/${attr(v.publicApiKey!)}/tags.js" referrerpolicy="strict-origin-when-cross-origin"></script>`,
  },
  fathom: {
    title: 'Fathom',
    fields: [{ key: 'siteId', required: true, shape: /^[A-Za-z0-9]+$/, describe: 'letters and digits' }],
    snippet: (v) => `<script defer src="https://cdn.usefathom.com/script.js" data-site="${attr(v.siteId!)}"></script>`,
  },
  frontchat: {
    title: 'Front Chat',
    fields: [{ key: 'snippetId', required: true, shape: /^[A-Za-z0-9_-]{6,}$/, describe: 'at least 6 letters or digits' }],
    snippet: (v) => deferred('https://chat-assets.frontapp.com/v1/chat.bundle.js', `window.FrontChat&&FrontChat("init",{chatId:${js(v.snippetId!)},useDefaultLauncher:true})`),
  },
  ga4: {
    title: 'Google Analytics 4',
    fields: [{ key: 'measurementId', required: true, shape: /^G-[A-Z0-9]+$/, describe: 'G- then capital letters and digits (G-XXXXXXX)' }],
    snippet: (v) =>
      `<script async src="https://www.googletagmanager.com/gtag/js?id=${attr(encodeURIComponent(v.measurementId!))}"></script>` +
      inline(`window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments)}gtag("js",new Date());gtag("config",${js(v.measurementId!)});`),
  },
  gtm: {
    title: 'Google Tag Manager',
    fields: [{ key: 'tagId', required: true, shape: /^GTM-[A-Z0-9]+$/, describe: 'GTM- then capital letters and digits (GTM-XXXXXXX)' }],
    snippet: (v) =>
      inline(`(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({"gtm.start":new Date().getTime(),event:"gtm.js"});var f=d.getElementsByTagName(s)[0],j=d.createElement(s);j.async=true;j.src="https://www.googletagmanager.com/gtm.js?id="+i;f.parentNode.insertBefore(j,f)})(window,document,"script","dataLayer",${js(v.tagId!)});`),
  },
  heap: {
    title: 'Heap',
    fields: [token('appId')],
    snippet: (v) =>
      inline(`window.heap=window.heap||[];heap.load=function(e,t){heap.appid=e;heap.config=t||{};var r=document.createElement("script");r.async=true;r.src="https://cdn.heapanalytics.com/js/heap-"+e+".js";var a=document.getElementsByTagName("script")[0];a.parentNode.insertBefore(r,a);["addEventProperties","addUserProperties","clearEventProperties","identify","resetIdentity","removeEventProperty","setEventProperties","track","unsetEventProperty"].forEach(function(m){heap[m]=function(){heap.push([m].concat([].slice.call(arguments)))}})};heap.load(${js(v.appId!)});`),
  },
  hotjar: {
    title: 'Hotjar',
    fields: [
      { key: 'hjid', required: true, shape: /^\d+$/, describe: 'digits', numeric: true },
      { key: 'hjsv', required: true, shape: /^\d+$/, describe: 'digits', numeric: true },
    ],
    snippet: (v) =>
      inline(`(function(h,o,t,j,a,r){h.hj=h.hj||function(){(h.hj.q=h.hj.q||[]).push(arguments)};h._hjSettings={hjid:${Number(v.hjid)},hjsv:${Number(v.hjsv)}};a=o.getElementsByTagName("head")[0];r=o.createElement("script");r.async=1;r.src=t+h._hjSettings.hjid+j+h._hjSettings.hjsv;a.appendChild(r)})(window,document,"https://static.hotjar.com/c/hotjar-",".js?sv=");`),
  },
  intercom: {
    title: 'Intercom',
    fields: [{ key: 'appId', required: true, shape: /^[A-Za-z0-9]{6,}$/, describe: 'at least 6 letters or digits' }],
    snippet: (v) =>
      inline(`window.intercomSettings={api_base:"https://api-iam.intercom.io",app_id:${js(v.appId!)}};(function(){var w=window,ic=w.Intercom;if(typeof ic==="function"){ic("update",w.intercomSettings)}else{var d=document,i=function(){i.c(arguments)};i.q=[];i.c=function(a){i.q.push(a)};w.Intercom=i;var l=function(){var s=d.createElement("script");s.async=true;s.src="https://widget.intercom.io/widget/"+${js(v.appId!)};var x=d.getElementsByTagName("script")[0];x.parentNode.insertBefore(s,x)};if(d.readyState==="complete"){l()}else{w.addEventListener("load",l,false)}}})();`),
  },
  koala: {
    title: 'Koala',
    fields: [token('publicApiKey')],
    snippet: (v) =>
      inline(`!function(){if(window.ko)return;window.ko=[];["identify","track","removeListeners","on","off","qualify","ready"].forEach(function(t){ko[t]=function(){var n=[].slice.call(arguments);n.unshift(t);ko.push(n);return ko}});var n=document.createElement("script");n.async=true;n.src="https://cdn.getkoala.com/v1/"+${js(v.publicApiKey!)}+"/sdk.js";document.head.appendChild(n)}();`),
  },
  logrocket: {
    title: 'LogRocket',
    fields: [{ key: 'appId', required: true, shape: /^[A-Za-z0-9_-]+\/[A-Za-z0-9_-]+$/, describe: 'organisation/app (abc123/my-app)' }],
    snippet: (v) => deferred('https://cdn.logr-in.com/LogRocket.min.js', `window.LogRocket&&LogRocket.init(${js(v.appId!)})`, ' crossorigin="anonymous"'),
  },
  mixpanel: {
    title: 'Mixpanel',
    fields: [token('projectToken')],
    snippet: (v) => inline(`${initQueue('mixpanel')}mixpanel.init(${js(v.projectToken!)},{track_pageview:true});`) + `<script async src="https://cdn.mxpnl.com/libs/mixpanel-2-latest.min.js"></script>`,
  },
  pirsch: {
    title: 'Pirsch',
    fields: [token('id')],
    snippet: (v) => `<script defer src="https://api.pirsch.io/pa.js" id="pianjs" data-code="${attr(v.id!)}"></script>`,
  },
  plausible: {
    title: 'Plausible',
    fields: [{ key: 'domain', required: true, shape: /^[A-Za-z0-9.-]+(,[A-Za-z0-9.-]+)*$/, describe: 'a domain name (docs.example.com)' }, url('server')],
    snippet: (v) => `<script defer data-domain="${attr(v.domain!)}" src="${attr(trimSlash(v.server ?? 'https://plausible.io'))}/js/script.js"></script>`,
  },
  posthog: {
    title: 'PostHog',
    fields: [{ key: 'apiKey', required: true, shape: /^phc_[A-Za-z0-9_-]+$/, describe: 'phc_ then letters and digits' }, url('apiHost')],
    snippet: (v, raw) => {
      const host = trimSlash(v.apiHost ?? 'https://us.i.posthog.com');
      // PostHog Cloud serves its library from the matching -assets host; a self-hosted one from itself.
      const assets = host.replace(/\.i\.posthog\.com$/, '-assets.i.posthog.com');
      const options = `{api_host:${js(host)},disable_session_recording:${raw.sessionRecording !== true}}`;
      return inline(`${initQueue('posthog')}posthog.init(${js(v.apiKey!)},${options});`) + `<script async src="${attr(assets)}/static/array.js"></script>`;
    },
  },
  segment: {
    title: 'Segment',
    fields: [token('key')],
    snippet: (v) =>
      inline(`!function(){var a=window.analytics=window.analytics||[];if(a.initialize||a.invoked)return;a.invoked=true;a.methods=["page","track","identify","alias","group","ready","reset"];a.factory=function(m){return function(){var t=[].slice.call(arguments);t.unshift(m);a.push(t);return a}};a.methods.forEach(function(m){a[m]=a.factory(m)});a._writeKey=${js(v.key!)};var s=document.createElement("script");s.async=true;s.src="https://cdn.segment.com/analytics.js/v1/"+${js(v.key!)}+"/analytics.min.js";document.head.appendChild(s);a.page()}();`),
  },
};

/** Mintlify's documented keys Quire leaves out, and what the author can do instead. */
const UNSUPPORTED: Record<string, string> = {
  hightouch: 'load Hightouch with a .js file in the docs folder (it is added to every page)',
};

/**
 * `cookies: { key, value }` (Mintlify's consent check): the snippets are written inert
 * (`type="text/plain"`) and a small script brings them to life only when localStorage holds
 * `key` = `value`, the flag a consent banner sets. A visitor who consents gets them from the
 * next page on.
 */
function consentGated(html: string, key: string, value: string): string {
  const inert = html.replace(/<script(?=[ >])/g, '<script type="text/plain" data-quire-consent');
  const gate = `(function(k,v){try{if(localStorage.getItem(k)!==v)return}catch(e){return}document.querySelectorAll("script[data-quire-consent]").forEach(function(s){var n=document.createElement("script");for(var i=0;i<s.attributes.length;i++){var a=s.attributes[i];if(a.name!=="type"&&a.name!=="data-quire-consent")n.setAttribute(a.name,a.value)}if(!s.src)n.text=s.text;s.replaceWith(n)})})(${js(key)},${js(value)});`;
  return inert + inline(gate);
}

function isHttpUrl(s: string): boolean {
  try {
    const u = new URL(s);
    return (u.protocol === 'https:' || u.protocol === 'http:') && !/["'<>\s\\]/.test(s);
  } catch {
    return false;
  }
}

/** `customScripts`: external scripts on every page (https only, as Mintlify requires). */
function customScripts(list: unknown, problems: IntegrationProblem[]): string {
  if (!Array.isArray(list)) return '';
  let html = '';
  list.forEach((entry, i) => {
    const src = entry && typeof entry === 'object' ? (entry as Record<string, unknown>).src : undefined;
    if (typeof src !== 'string' || !src.startsWith('https://') || !isHttpUrl(src)) {
      problems.push({ path: ['integrations', 'customScripts', i, 'src'], kind: 'invalid', message: 'src must be an https:// URL (script left out)', hint: 'write the full https:// URL of the script' });
      return;
    }
    const lazy = (entry as Record<string, unknown>).strategy === 'lazyOnload';
    html += `<script ${lazy ? 'async' : 'defer'} src="${attr(src)}"></script>`;
  });
  return html;
}

/** The <head> tags of docs.json `integrations`, and what in it could not be used. Pure. */
export function integrationTags(integrations: unknown): IntegrationTags {
  const problems: IntegrationProblem[] = [];
  const loaded: string[] = [];
  let html = '';
  let consent: { key: string; value: string } | undefined;
  if (!integrations || typeof integrations !== 'object') return { html, problems, loaded };
  for (const [name, raw] of Object.entries(integrations as Record<string, unknown>)) {
    if (name === 'customScripts') {
      const scripts = customScripts(raw, problems);
      if (scripts) loaded.push(name);
      html += scripts;
      continue;
    }
    // Quire sends no telemetry; `enabled: false` also hides the feedback thumbs (site-settings.ts).
    if (name === 'telemetry') continue;
    if (name === 'cookies') {
      const { key, value } = (raw ?? {}) as { key?: unknown; value?: unknown };
      if (typeof key === 'string' && key && typeof value === 'string') consent = { key, value };
      else problems.push({ path: ['integrations', 'cookies'], kind: 'invalid', message: 'cookies needs a key and a value (scripts load without a consent check)', hint: 'set "key" and "value": the localStorage entry your consent banner writes' });
      continue;
    }
    const provider = PROVIDERS[name];
    if (!provider) {
      const instead = UNSUPPORTED[name] ?? 'Quire does not know this integration';
      problems.push({ path: ['integrations', name], kind: 'unsupported', message: `integrations.${name} is not supported by Quire yet`, hint: instead });
      continue;
    }
    const settings = raw && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
    const values: Values = {};
    let ok = true;
    for (const field of provider.fields) {
      const value = settings[field.key];
      const text = typeof value === 'number' && field.numeric ? String(value) : value;
      const path = ['integrations', name, field.key];
      if (text === undefined) {
        if (!field.required) continue;
        problems.push({ path, kind: 'invalid', message: `${field.key} is missing (${provider.title} not loaded)`, hint: `set ${field.key}: ${field.describe}` });
        ok = false;
        continue;
      }
      const fits = typeof text === 'string' && (field.shape === 'url' ? isHttpUrl(text) : field.shape.test(text));
      if (!fits) {
        problems.push({ path, kind: 'invalid', message: `${field.key} does not look like a ${provider.title} value (${provider.title} not loaded)`, hint: `expected ${field.describe}, got ${JSON.stringify(value)}` });
        ok = false;
        continue;
      }
      values[field.key] = text;
    }
    if (!ok) continue;
    html += provider.snippet(values, settings);
    loaded.push(name);
  }
  if (consent && html) html = consentGated(html, consent.key, consent.value);
  return { html, problems, loaded };
}
