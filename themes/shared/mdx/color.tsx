import { useMessages } from '../../../src/shared/ui-messages/context.js';
import type { ComponentChildren } from 'preact';
import { classToken, cssValue, hasContent, nodeOf, textOf } from './prop-values.js';

type Children = { children?: ComponentChildren; [unknown: string]: unknown };

/*
 * Mintlify's colour palette: `<Color variant="compact">` holds `<Color.Item>`s in a grid;
 * `variant="table"` holds `<Color.Row title>`s, each a labelled row of items. Every swatch
 * shows its name and value as text, so the palette reads without JavaScript; the swatch is a
 * button that src/client/color-copy.ts enables to copy the value (disabled until then, so it
 * never looks clickable and does nothing).
 */

/** A palette: a grid of items (`compact`, the default) or a table of titled rows (`table`). */
export function Color({ variant, children }: Children & { variant?: string }) {
  if (classToken(variant) === 'table') {
    return (
      <table class="color-palette color-table">
        <tbody>{children}</tbody>
      </table>
    );
  }
  return <div class="color-palette color-compact">{children}</div>;
}

/** One row of a `table` palette: its title, then its items. */
function ColorRow({ title, children }: Children & { title?: ComponentChildren }) {
  return (
    <tr class="color-row">
      <th scope="row">{nodeOf(title)}</th>
      <td>
        <div class="color-items">{children}</div>
      </td>
    </tr>
  );
}

/** A swatch with its name and value; the value is what the swatch copies. */
function ColorItem({ name, value }: Children & { name?: ComponentChildren; value?: unknown }) {
  const t = useMessages();
  const text = textOf(value).trim();
  // A value that cannot be a CSS value (`red;}`) still shows as text, on a swatch without fill.
  const fill = cssValue(text);
  return (
    <div class="color-item">
      <button
        type="button"
        class="color-swatch"
        style={fill ? `background:${fill}` : undefined}
        data-copy-color={text || undefined}
        aria-label={text ? `${t.copy} ${text}` : undefined}
        disabled
      />
      <span class="color-text">
        {hasContent(name) && <span class="color-name">{nodeOf(name)}</span>}
        {text && <code class="color-value">{text}</code>}
      </span>
    </div>
  );
}

Color.Row = ColorRow;
Color.Item = ColorItem;
