import { useMessages } from '../../../src/shared/ui-messages/context.js';
import type { SiteSettings } from '../../../src/render/theme-types.js';
import { isExternal } from '../../../src/shared/is-external.js';
import { ChromeIcon, externalAttrs } from './chrome-icon.js';

const SOCIAL_NAMES: Record<string, string> = {
  github: 'GitHub', x: 'X', twitter: 'Twitter', discord: 'Discord', slack: 'Slack', linkedin: 'LinkedIn',
  youtube: 'YouTube', facebook: 'Facebook', instagram: 'Instagram', reddit: 'Reddit', telegram: 'Telegram',
  medium: 'Medium', 'hacker-news': 'Hacker News', website: 'Website', threads: 'Threads', bluesky: 'Bluesky',
};

/** Footer: link columns (`footer.links`) and social links (`footer.socials`). */
export function SiteFooter({ site, siteName }: { site: SiteSettings; siteName: string }) {
  const t = useMessages();
  const socials = Object.entries(site.footer?.socials ?? {});
  const columns = site.footer?.links ?? [];
  return (
    <footer class="site-footer">
      <div class="footer-inner">
        {columns.length > 0 && (
          <div class="footer-columns">
            {columns.map((col) => (
              <div class="footer-column">
                {col.header && <p class="footer-header">{col.header}</p>}
                <ul>
                  {col.items.map((item) => (
                    <li>
                      <a href={item.href} {...externalAttrs(isExternal(item.href))}>
                        {item.label}
                      </a>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
        )}
        <div class="footer-bottom">
          {socials.length > 0 && (
            <ul class="footer-socials" aria-label={t.socialLinks}>
              {socials.map(([key, href]) => (
                <li>
                  <a href={href} {...externalAttrs(isExternal(href))}>
                    <ChromeIcon name={key} />
                    <span>{SOCIAL_NAMES[key] ?? key}</span>
                  </a>
                </li>
              ))}
            </ul>
          )}
          <p class="footer-built">{siteName} · built with Quire</p>
        </div>
      </div>
    </footer>
  );
}
