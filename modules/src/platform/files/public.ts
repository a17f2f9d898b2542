/*
 * The files area's public contract: other areas store uploaded images (logo, member photos) here and keep only the
 * file's URL.
 */
export { saveFile, sniffImageType } from './file-store.js';
export { readUpload } from './read-upload.js';
