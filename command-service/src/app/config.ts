import { isIP } from 'node:net';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import type { HealthThresholds } from '../health/health-rules.js';

const flag = z
  .enum(['0', '1', 'true', 'false'])
  .transform((value) => value === '1' || value === 'true')
  .optional();

const environment = z.object({
  DATABASE_URL: z.string().min(1, 'DATABASE_URL is required (npm start sets it for the embedded database)'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  // Only this computer by default; HOST=0.0.0.0 (or the address of one network card) serves the desk PCs.
  HOST: z.string().min(1).default('127.0.0.1'),
  NODE_ENV: z.string().default('development'),
  GYM_DEMO: flag,
  GYM_DEMO_ALLOW_REMOTE_INSECURE: flag,
  UI_DIST: z.string().optional(),
  GYM_TRUSTED_PROXIES: z
    .string()
    .optional()
    .transform((list) =>
      list
        ?.split(',')
        .map((entry) => entry.trim())
        .filter((entry) => entry.length > 0),
    )
    .refine((entries) => entries?.every(isProxyEntry) ?? true, {
      message: 'list addresses (10.0.0.2), networks (10.0.0.0/24) or loopback, linklocal, uniquelocal, comma-separated',
    }),
});

const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);
function isProxyEntry(entry: string): boolean {
  const [address, prefix, ...rest] = entry.split('/');
  if (rest.length > 0 || !address) return false;
  if (prefix === undefined && PROXY_NAMES.has(address)) return true;
  const family = isIP(address);
  if (family === 0) return false;
  return prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128));
}

/**
 * Whom production believes about the client's address (X-Forwarded-For): the reverse proxy in front, on this computer
 * or the private network it runs on (compose's). Each trusted hop's entry is taken off the header from the right; the
 * first address that is not a proxy is the client. Trusting the whole header let a caller write any address first
 * and pass for a fingerprint reader, or dodge the sign-in throttle.
 */
export const DEFAULT_TRUSTED_PROXIES = ['loopback', 'uniquelocal'] as const;

export interface AppConfig {
  readonly databaseUrl: string;
  readonly port: number;
  readonly host: string;
  readonly production: boolean;
  /**
   * Demo accounts and the login screen's shortcut buttons (DESIGN section 5): only when asked for with GYM_DEMO=1
   * (`npm start` asks unless told otherwise), never in production.
   */
  readonly demo: boolean;
  /**
   * In demo mode, demo shortcuts and the well-known demo passwords also from other computers
   * (GYM_DEMO_ALLOW_REMOTE_INSECURE=1). Off by default: anyone on the network could sign in as administrator. Optional so that callers building a
   * config by hand (tests) get the safe default.
   */
  readonly demoAllowRemoteInsecure?: boolean;
  /** The built UI to serve at `/`. */
  readonly uiDist: string;
  /** Production: the proxies whose X-Forwarded-For entries are believed (GYM_TRUSTED_PROXIES); none otherwise. */
  readonly trustedProxies?: readonly string[];
  /** Health thresholds other than the documented defaults (tests shorten them). */
  readonly health?: Partial<HealthThresholds>;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = environment.safeParse(env);
  if (!parsed.success) {
    throw new Error(
      `Invalid configuration: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`,
    );
  }
  const values = parsed.data;
  const production = values.NODE_ENV === 'production';
  const demo = !production && values.GYM_DEMO === true;
  return {
    databaseUrl: values.DATABASE_URL,
    port: values.PORT,
    host: values.HOST,
    production,
    demo,
    demoAllowRemoteInsecure: demo && values.GYM_DEMO_ALLOW_REMOTE_INSECURE === true,
    ...(production ? { trustedProxies: values.GYM_TRUSTED_PROXIES ?? DEFAULT_TRUSTED_PROXIES } : {}),
    uiDist: values.UI_DIST ?? fileURLToPath(new URL('../../../ui/dist', import.meta.url)),
  };
}
