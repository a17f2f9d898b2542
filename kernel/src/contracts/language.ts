import { z } from 'zod';

/**
 * The languages the product speaks (issue 46): English, and Arabic read right to left. A staff account's choice and
 * the gym's default are one of them.
 */
export const LANGUAGES = ['en', 'ar'] as const;
export const language = z.enum(LANGUAGES);
export type Language = z.infer<typeof language>;
