import { LOGO_MAX_BYTES, LOGO_TYPES } from '@gym/modules/platform/settings/settings-contracts';

/** The images the server takes for the gym's logo and a member's photo: PNG, JPEG or WebP, at most 1 MB. */
export const IMAGE_TYPES = LOGO_TYPES;
export const IMAGE_MAX_BYTES = LOGO_MAX_BYTES;

const megabytes = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(1)} MB`;

/**
 * Checks a picked image before it is uploaded, with the server's own limits; undefined when it is acceptable. `what`
 * names the image in the message: "the logo", "a photo".
 */
export function imageProblem(file: File, what: string): string | undefined {
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) {
    return `"${file.name}" is not a PNG, JPEG or WebP image. Choose one of those formats.`;
  }
  if (file.size > IMAGE_MAX_BYTES) {
    return `"${file.name}" is ${megabytes(file.size)}; ${what} may be at most ${megabytes(IMAGE_MAX_BYTES)}.`;
  }
  return undefined;
}
