import { useMessages } from '../../../src/shared/ui-messages/context.js';
import type { SiteSettings } from '../../../src/render/theme-types.js';
import { bannerKey } from './site-head.js';

/** docs.json `banner`: Markdown text above the header; dismissible (remembered) when scripts run. */
export function SiteBanner({ site }: { site: SiteSettings }) {
  const banner = site.banner;
  const t = useMessages();
  if (!banner?.content) return null;
  return (
    <div class="site-banner" role="region" aria-label={t.announcement} data-banner>
      <div class="site-banner-content" dangerouslySetInnerHTML={{ __html: banner.html }} />
      {banner.dismissible && (
        <button type="button" class="banner-close" aria-label={t.dismissAnnouncement} data-banner-close={bannerKey(banner.content)}>
          <span aria-hidden="true">×</span>
        </button>
      )}
    </div>
  );
}
