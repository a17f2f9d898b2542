import type { Migration } from '@gym/events/db/migrate';

/**
 * Tables command-service owns that are not business data, so they are not in the log (DESIGN section 3): password
 * hashes, sessions, sign-in throttling, uploaded files, and socket.io's table for large broadcasts.
 */
export const commandServiceMigrations: readonly Migration[] = [
  {
    id: '001-auth-and-files',
    sql: `
CREATE SCHEMA IF NOT EXISTS auth;

CREATE TABLE auth.credentials (
  user_id        integer PRIMARY KEY,
  password_hash  text NOT NULL,
  updated_at     timestamptz NOT NULL DEFAULT now()
);

-- A session token is shown to the client once; only its SHA-256 is stored.
CREATE TABLE auth.sessions (
  token_hash    bytea PRIMARY KEY,
  user_id       integer NOT NULL,
  created_at    timestamptz NOT NULL DEFAULT now(),
  expires_at    timestamptz NOT NULL,
  last_seen_at  timestamptz NOT NULL DEFAULT now(),
  user_agent    text,
  address       text
);
CREATE INDEX sessions_user_idx ON auth.sessions (user_id);
CREATE INDEX sessions_expiry_idx ON auth.sessions (expires_at);

-- Failed sign-ins per username and per client address in the current window.
CREATE TABLE auth.login_failures (
  key           text PRIMARY KEY,
  failures      integer NOT NULL,
  window_start  timestamptz NOT NULL
);

CREATE SCHEMA IF NOT EXISTS media;
CREATE TABLE media.files (
  id            uuid PRIMARY KEY,
  content_type  text NOT NULL,
  bytes         bytea NOT NULL,
  -- 'public' files (the gym logo) are served without a session; 'staff' files (avatars) only to signed-in staff.
  visibility    text NOT NULL CHECK (visibility IN ('public', 'staff')),
  uploaded_by   integer,
  created_at    timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE IF NOT EXISTS public.socket_io_attachments (
  id          bigserial UNIQUE,
  created_at  timestamptz DEFAULT now(),
  payload     bytea
);
`,
  },
  {
    // Sign-in attempts are counted before the password is checked, with a growing wait instead of a lockout
    // (auth/login-backoff.ts). Files carry the permission of what they belong to instead of public/staff.
    id: '002-login-throttle-and-file-access',
    sql: `
DROP TABLE auth.login_failures;

CREATE TABLE auth.login_throttle (
  key              text PRIMARY KEY,
  attempts         integer NOT NULL,
  next_attempt_at  timestamptz NOT NULL,
  last_attempt_at  timestamptz NOT NULL,
  reported_until   timestamptz
);

-- 'public', 'authenticated' or a permission flag: who may download the file (the logo is public, a member's photo
-- needs canViewMembers). Every file stored before was a logo (public) or a member photo (staff).
ALTER TABLE media.files ADD COLUMN access text;
UPDATE media.files SET access = CASE visibility WHEN 'public' THEN 'public' ELSE 'canViewMembers' END;
ALTER TABLE media.files ALTER COLUMN access SET NOT NULL;
ALTER TABLE media.files ADD CONSTRAINT files_access_check
  CHECK (access IN ('public', 'authenticated') OR access ~ '^can[A-Z][A-Za-z]+$');
ALTER TABLE media.files DROP COLUMN visibility;
`,
  },
  {
    // Every refused sign-in is counted in its key's burst, and a burst whose wait is over moves to
    // login_throttle_ended until its LoginThrottled event (with the count) is in the log (auth/login-throttle.ts).
    id: '003-login-throttle-bursts',
    sql: `
ALTER TABLE auth.login_throttle DROP COLUMN reported_until, ADD COLUMN burst jsonb;
CREATE INDEX login_throttle_burst_idx ON auth.login_throttle (next_attempt_at) WHERE burst IS NOT NULL;

CREATE TABLE auth.login_throttle_ended (
  id        uuid PRIMARY KEY,
  burst     jsonb NOT NULL,
  ended_at  timestamptz NOT NULL
);
`,
  },
];
