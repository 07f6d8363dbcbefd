/**
 * Progressive enhancements over the server-rendered page. Everything here is optional: the
 * page reads and navigates completely without it.
 */
import { enhanceMenus } from './menus.js';
import { enhanceCodeBlocks } from './copy-code.js';

enhanceMenus(document);
if (document.querySelector('.prose pre')) enhanceCodeBlocks(document);
