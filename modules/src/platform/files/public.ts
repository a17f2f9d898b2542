/*
 * The files area's public contract: other areas store uploaded images (logo, member photos) here and keep only the
 * file's URL.
 */
export { sniffImageType } from './file-store.js';
export { storeUpload } from './store-upload.js';
/** A file the server writes itself beside an upload (a signed contract's health answers), and reading one back. */
export { readFile, saveFile } from './file-store.js';
