import type { SiteSettings } from '../../../src/render/theme-types.js';
import { bannerKey } from './site-head.js';

/** docs.json `banner`: Markdown text above the header; dismissible (remembered) when scripts run. */
export function SiteBanner({ site }: { site: SiteSettings }) {
  const banner = site.banner;
  if (!banner?.content) return null;
  return (
    <div class="site-banner" role="region" aria-label="Announcement" data-banner>
      <div class="site-banner-content" dangerouslySetInnerHTML={{ __html: banner.html }} />
      {banner.dismissible && (
        <button type="button" class="banner-close" aria-label="Dismiss announcement" data-banner-close={bannerKey(banner.content)}>
          <span aria-hidden="true">×</span>
        </button>
      )}
    </div>
  );
}
