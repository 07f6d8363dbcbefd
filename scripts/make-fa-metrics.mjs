/**
 * Writes src/icons/fa-metrics.json: what the Iconify Font Awesome 7 sets do not carry.
 *
 * - `widths`: each free icon's own width (height is always 512). The Iconify sets draw every
 *   icon centred on a 640×640 canvas; Quire crops the viewBox back to the icon's box so icons
 *   keep the size they had (a 448-wide icon fills 1em, not 70% of it).
 * - `aliases`: Font Awesome's old names (`home`) → the current ones (`house`), so the class
 *   is `icon-house` whichever name a page wrote.
 *
 * Made from Font Awesome's own packages, which Quire no longer installs. To refresh after a
 * Font Awesome release: `npm i --no-save @fortawesome/free-{solid,regular,brands}-svg-icons@7`
 * then `node scripts/make-fa-metrics.mjs`.
 */
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const SETS = { solid: ['free-solid-svg-icons', 'fas'], regular: ['free-regular-svg-icons', 'far'], brands: ['free-brands-svg-icons', 'fab'] };
const out = { widths: {}, aliases: {} };
for (const [style, [pkg, prefix]] of Object.entries(SETS)) {
  const icons = require(`@fortawesome/${pkg}`)[prefix];
  // Widths grouped by value, names sorted, for a small stable file. Every icon is listed, so an
  // icon missing from the file is one newer than it (drawn on the full canvas, never clipped).
  const byWidth = {};
  for (const { iconName, icon } of Object.values(icons)) {
    const [width, height, aliases] = icon;
    if (height !== 512) throw new Error(`${style} ${iconName}: height ${height}, expected 512`);
    (byWidth[width] ??= new Set()).add(iconName);
    for (const alias of aliases) if (typeof alias === 'string') out.aliases[alias] = iconName;
  }
  out.widths[style] = Object.fromEntries(Object.entries(byWidth).map(([w, names]) => [w, [...names].sort()]));
}
out.aliases = Object.fromEntries(Object.entries(out.aliases).sort(([a], [b]) => a.localeCompare(b)));
writeFileSync(new URL('../src/icons/fa-metrics.json', import.meta.url), `${JSON.stringify(out)}\n`);
console.log(`widths: ${Object.values(out.widths).map((w) => Object.values(w).flat().length).join('/')}, aliases: ${Object.keys(out.aliases).length}`);
