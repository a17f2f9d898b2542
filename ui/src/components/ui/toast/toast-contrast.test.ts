import colors from 'tailwindcss/colors';
import { describe, expect, it } from 'vitest';
import type { ToastVariant } from './toast-store';
import { toastCloseButtonClasses, toastVariantClasses } from './toast-variants';

// The browser tests' axe checks leave toasts out (one fading in was measured mid-animation and failed), so the toast
// colours are measured here, from Tailwind's own palette, by the WCAG 2.1 formulas axe uses.

type Rgb = [number, number, number]; // gamma-encoded sRGB, 0..1

function paletteColour(name: string): string {
  const [hue, shade] = name.split('-') as [string, string | undefined];
  const entry = (colors as unknown as Record<string, string | Record<string, string>>)[hue];
  const value = typeof entry === 'string' ? entry : shade ? entry?.[shade] : undefined;
  if (!value) throw new Error(`"${name}" is not a Tailwind palette colour`);
  return value;
}

function parseColour(css: string): Rgb {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(css);
  if (hex) {
    const digits = hex[1]!.length === 3 ? [...hex[1]!].map((d) => d + d) : hex[1]!.match(/../g)!;
    return digits.map((d) => parseInt(d, 16) / 255) as Rgb;
  }
  const oklch = /^oklch\(([\d.]+)% ([\d.]+) ([\d.]+)\)$/.exec(css);
  if (!oklch) throw new Error(`cannot read the colour ${css}`);
  return oklchToSrgb(Number(oklch[1]) / 100, Number(oklch[2]), Number(oklch[3]));
}

/** OKLCH to gamma-encoded sRGB (Björn Ottosson's OKLab matrices), clipped to the sRGB gamut as a browser shows it. */
function oklchToSrgb(lightness: number, chroma: number, hueDegrees: number): Rgb {
  const hue = (hueDegrees * Math.PI) / 180;
  const a = chroma * Math.cos(hue);
  const b = chroma * Math.sin(hue);
  const l = (lightness + 0.3963377774 * a + 0.2158037573 * b) ** 3;
  const m = (lightness - 0.1055613458 * a - 0.0638541728 * b) ** 3;
  const s = (lightness - 0.0894841775 * a - 1.291485548 * b) ** 3;
  const linear: Rgb = [
    4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s,
    -1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s,
    -0.0041960863 * l - 0.7034186147 * m + 1.707614701 * s,
  ];
  return linear.map((c) => {
    const clipped = Math.min(1, Math.max(0, c));
    return clipped <= 0.0031308 ? 12.92 * clipped : 1.055 * clipped ** (1 / 2.4) - 0.055;
  }) as Rgb;
}

function luminance(colour: Rgb): number {
  const [r, g, b] = colour.map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(foreground: Rgb, background: Rgb): number {
  const [light, dark] = [luminance(foreground), luminance(background)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** A colour drawn at an opacity over a background, blended as browsers do (in gamma-encoded sRGB). */
function over(colour: Rgb, opacity: number, background: Rgb): Rgb {
  return colour.map((c, i) => c * opacity + background[i]! * (1 - opacity)) as Rgb;
}

function utilityColour(classes: string, prefix: 'bg' | 'text'): Rgb {
  const names = classes.split(/\s+/).filter((c) => c.startsWith(`${prefix}-`));
  if (names.length !== 1) throw new Error(`expected one ${prefix}- colour class in "${classes}"`);
  return parseColour(paletteColour(names[0]!.slice(prefix.length + 1)));
}

describe('toast colours (WCAG 2.1 AA)', () => {
  const variants = Object.entries(toastVariantClasses) as [ToastVariant, string][];

  it('knows the contrast of black on white and of a mid grey, so the formulas are right', () => {
    expect(contrast(parseColour('#000'), parseColour('#fff'))).toBeCloseTo(21, 5);
    expect(contrast(parseColour('#767676'), parseColour('#fff'))).toBeCloseTo(4.54, 2);
    // Tailwind's red-700 is about #c10007 in sRGB.
    expect(parseColour(paletteColour('red-700')).map((c) => Math.round(c * 255))).toEqual([193, 0, 7]);
  });

  it.each(variants)('%s toast text has at least 4.5:1 against its background', (_variant, classes) => {
    expect(contrast(utilityColour(classes, 'text'), utilityColour(classes, 'bg'))).toBeGreaterThanOrEqual(4.5);
  });

  it.each(variants)('%s toast close icon, dimmed, keeps at least 3:1 (non-text contrast)', (_variant, classes) => {
    const opacity = /(?:^|\s)opacity-(\d+)(?:\s|$)/.exec(toastCloseButtonClasses);
    if (!opacity) throw new Error(`no opacity class in "${toastCloseButtonClasses}"`);
    const background = utilityColour(classes, 'bg');
    const icon = over(utilityColour(classes, 'text'), Number(opacity[1]) / 100, background);
    expect(contrast(icon, background)).toBeGreaterThanOrEqual(3);
  });
});
