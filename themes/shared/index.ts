/** What themes import from the shared folder. */
export { Icon, IconLibraryContext, findIcon, isImageSource, type IconProps, type IconLibrary, type IconData } from './icon.js';
export { mdxComponents } from './mdx/index.js';
export { updateId } from './mdx/misc.js';
