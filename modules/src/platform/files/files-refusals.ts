import { defineRefusals } from '@gym/kernel/commands/refusal-codes';

/**
 * What uploads and downloads are refused with (issue 46, item 4). An upload is named by its multipart field
 * (`upload`: logo, avatar, receipt), chosen between in each language, so no English words travel as a value; its
 * size limit is a number of megabytes.
 */
export const filesRefusals = defineRefusals('files', {
  not_found: 'File not found',
  not_multipart:
    'Send {upload, select, logo {the logo} avatar {the photo} receipt {the receipt} signature {the signature} other {the file}} as ' +
    'multipart/form-data in a field named "{upload}"',
  not_a_form:
    'Send {upload, select, logo {the logo} avatar {the photo} receipt {the receipt} signature {the signature} other {the file}} as ' +
    'multipart/form-data in a field named "{upload}": the body could not be read as a form',
  wrong_field:
    'Send {upload, select, logo {the logo} avatar {the photo} receipt {the receipt} signature {the signature} other {the file}} in a field ' +
    'named "{upload}"',
  too_large:
    '{upload, select, logo {The logo} avatar {The photo} receipt {The receipt} signature {The signature} other {The file}} must be at most ' +
    '{megabytes} MB',
  not_whole:
    'Send {upload, select, logo {the logo} avatar {the photo} receipt {the receipt} signature {the signature} other {the file}} as ' +
    'multipart/form-data in a field named "{upload}": the file could not be read whole',
  logo_type: 'The logo must be a PNG, JPEG or WebP image',
  avatar_type: 'The photo must be a PNG, JPEG or WebP image',
  receipt_type: 'The receipt must be a photo (PNG, JPEG, WebP) or a PDF',
  signature_type: 'The signature must be a PNG image',
});
