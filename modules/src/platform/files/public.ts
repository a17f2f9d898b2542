/*
 * The files area's public contract: other areas store uploaded images (logo, member photos) here and keep only the
 * file's URL.
 */
export { sniffImageType } from './file-store.js';
export { storeUpload } from './store-upload.js';
