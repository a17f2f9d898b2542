import { describe, expect, it } from 'vitest';
import { imageProblem } from './image-file';

const file = (name: string, type: string, bytes: number) => new File([new Uint8Array(bytes)], name, { type });

describe('a picked image, checked before it is uploaded', () => {
  it('takes a PNG, JPEG or WebP of at most 1 MB', () => {
    expect(imageProblem(file('logo.png', 'image/png', 1024 * 1024), 'the logo')).toBeUndefined();
    expect(imageProblem(file('me.webp', 'image/webp', 10), 'a photo')).toBeUndefined();
  });

  it('says what is wrong with any other file, naming the image', () => {
    expect(imageProblem(file('logo.gif', 'image/gif', 10), 'the logo')).toBe(
      '"logo.gif" is not a PNG, JPEG or WebP image. Choose one of those formats.',
    );
    expect(imageProblem(file('me.jpg', 'image/jpeg', 2 * 1024 * 1024), 'a photo')).toBe(
      '"me.jpg" is 2.0 MB; a photo may be at most 1.0 MB.',
    );
  });
});
