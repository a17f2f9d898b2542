import { z } from 'zod';
import { multiLine, singleLine } from '@gym/kernel/contracts/text';

const text = (max: number) => singleLine().trim().max(max, `At most ${max} characters`);
const note = (max: number) => multiLine().trim().max(max, `At most ${max} characters`);

/** Time zones this runtime knows (the server validates with Intl, the UI offers the same list). */
export function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** The gym settings form (spec's gym settings entity plus time zone and currency). */
export const gymSettingsInput = z.object({
  name: text(80).min(1, 'Gym name is required'),
  address: note(200),
  phone: text(40),
  email: z.union([z.literal(''), z.email('Enter a valid email address').max(120)]),
  website: z.union([z.literal(''), z.url('Enter a full address, e.g. https://example.com').max(200)]),
  description: note(1000),
  timeZone: singleLine().refine(isTimeZone, 'Unknown time zone'),
  currency: singleLine()
    .trim()
    .regex(/^[A-Z]{3}$/, 'Use a three-letter currency code, e.g. QAR'),
});
export type GymSettingsInput = z.infer<typeof gymSettingsInput>;

export const gymSettings = gymSettingsInput.extend({ logo: z.string() });
export type GymSettings = z.infer<typeof gymSettings>;

/** What the login screen may read without a session. */
export const publicGymSettings = gymSettings.pick({ name: true, logo: true });
export type PublicGymSettings = z.infer<typeof publicGymSettings>;

export const LOGO_MAX_BYTES = 1024 * 1024;
/** Raster images only: an uploaded SVG served from our origin could carry script. */
export const LOGO_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;

/** Defaults of a new gym: sample placeholders (spec), logo empty, Qatar's time zone and currency (DESIGN). */
export const DEFAULT_GYM_SETTINGS: GymSettings = {
  name: 'Gym',
  address: '123 Fitness Street, Doha',
  phone: '+974 4000 0000',
  email: 'info@example.com',
  website: 'https://example.com',
  description: 'Your neighbourhood gym.',
  logo: '',
  timeZone: 'Asia/Qatar',
  currency: 'QAR',
};
