import { tailwindStylesheet } from './tailwind-stylesheets.js';

/** Where pages that use Tailwind utility classes link the site's utility CSS. */
export const UTILITY_CSS_URL = '/_quire/utilities.css';

/*
 * Only Tailwind's utilities: no preflight or base layer, which would restyle the theme.
 * `theme(inline reference)` writes theme values into the rules instead of defining `--color-*`
 * and friends on :root, so the theme's own custom properties are never touched. `important`:
 * an author's class on an element beats the theme's rules for that element (`.prose img` would
 * otherwise win over `hidden`, and both images of a light/dark pair would show). `dark:` follows
 * Quire's dark mode: the `dark` class on <html>, or the system's scheme when no script set one.
 */
const INPUT = [
  '@layer theme, utilities;',
  '@import "tailwindcss/theme" layer(theme) theme(inline reference);',
  '@import "tailwindcss/utilities" layer(utilities) important;',
  // Without JavaScript nothing sets the class: the theme then follows the system, and so does `dark:`.
  '@custom-variant dark { &:where(.dark, .dark *) { @slot; } @media (prefers-color-scheme: dark) { &:where(:root:not([data-theme]) *) { @slot; } } }',
].join('\n');

const options = {
  base: '/',
  async loadStylesheet(id: string, base: string) {
    const name = id.replace(/^tailwindcss\//, '').replace(/\.css$/, '');
    if (name !== 'theme' && name !== 'utilities') throw new Error(`unexpected stylesheet ${id}`);
    return { base, path: id, content: await tailwindStylesheet(name) };
  },
};

// Loaded only when some page writes a class: a site without any never loads Tailwind's ~300 kB.
const tailwind = () => import('tailwindcss');
let designSystem: ReturnType<typeof import('tailwindcss').__unstable__loadDesignSystem> | undefined;

/**
 * The class names among `candidates` that are Tailwind utilities (`md:flex`, `w-[37px]`), in
 * their order. A page links the utility CSS only when it has some, so a site that writes no
 * utility classes gets no CSS and its pages stay as they were.
 */
export async function utilityClasses(candidates: readonly string[]): Promise<string[]> {
  if (candidates.length === 0) return [];
  // Loaded once per process: parsing Tailwind's theme takes ~20 ms.
  designSystem ??= tailwind().then((t) => t.__unstable__loadDesignSystem(INPUT, options));
  const css = (await designSystem).candidatesToCss([...candidates]);
  return candidates.filter((_, i) => css[i] !== null && css[i] !== undefined);
}

/** The CSS for `classes` (utility classes of every page, see utilityClasses); empty for none. */
export async function utilityCss(classes: readonly string[]): Promise<string> {
  if (classes.length === 0) return '';
  // A fresh compiler: `build` adds to what earlier calls built.
  const compiler = await (await tailwind()).compile(INPUT, options);
  return compiler.build([...classes].sort());
}
