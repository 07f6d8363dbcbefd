import type { LayoutProps } from '../../../src/render/theme-types.js';
import { renderMarkdown } from '../../../src/openapi/markdown.js';
import { bannerKey } from './site-head.js';

/** docs.json `banner`: Markdown text above the header; dismissible (remembered) when scripts run. */
export function SiteBanner({ config }: { config: LayoutProps['config'] }) {
  const banner = config.banner;
  if (!banner?.content) return null;
  return (
    <div class="site-banner" role="region" aria-label="Announcement" data-banner>
      <div class="site-banner-content" dangerouslySetInnerHTML={{ __html: renderMarkdown(banner.content) }} />
      {banner.dismissible && (
        <button type="button" class="banner-close" aria-label="Dismiss announcement" data-banner-close={bannerKey(banner.content)}>
          <span aria-hidden="true">×</span>
        </button>
      )}
    </div>
  );
}
