/** Moved to themes/shared/mdx/callouts.tsx (shared by all themes); kept so old imports work. */
export { calloutComponents } from '../../shared/mdx/callouts.js';
