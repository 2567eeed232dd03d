/**
 * The element chunk's file name beside loader.js. The build (rollup.config.ts) puts the content-hashed name here
 * (element.<hash>.js), so a new release is a new address that can be cached for good; source and tests see this one.
 */
export const ELEMENT_FILE = 'element.js';
