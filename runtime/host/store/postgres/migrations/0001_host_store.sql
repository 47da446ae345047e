-- What hosts sharing one database keep (issue 16). Applied once, in a transaction, by migrate.ts.

-- The live manifest of each school: its exact bytes, their strong ETag, and a revision that counts every
-- write (what each host compares with its in-memory copy).
CREATE TABLE sites (
  id text PRIMARY KEY CHECK (id ~ '^[a-z0-9-]{1,64}$'),
  body bytea NOT NULL,
  etag text NOT NULL,
  revision bigint NOT NULL DEFAULT 1,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Every published version (version 0: the manifest as found before the first save), with who, when, why.
CREATE TABLE site_versions (
  site_id text NOT NULL REFERENCES sites (id),
  version integer NOT NULL CHECK (version >= 0),
  body bytea NOT NULL,
  etag text NOT NULL,
  author text NOT NULL,
  at timestamptz NOT NULL,
  reason text NOT NULL,
  restored_from integer,
  PRIMARY KEY (site_id, version)
);

-- A site's own files (logos): `/site-assets/<path>` of that site.
CREATE TABLE site_assets (
  site_id text NOT NULL CHECK (site_id ~ '^[a-z0-9-]{1,64}$'),
  path text NOT NULL CHECK (path ~ '^[^/]'),
  body bytea NOT NULL,
  etag text NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (site_id, path)
);

-- The audit log: one row per change and per login attempt, in order.
CREATE TABLE audit_log (
  id bigserial PRIMARY KEY,
  at timestamptz NOT NULL,
  event jsonb NOT NULL
);

-- Operator sessions, by the sha256 of the cookie's token (a read of this table logs nobody in).
CREATE TABLE operator_sessions (
  token_hash text PRIMARY KEY,
  operator text NOT NULL,
  expires_at bigint NOT NULL
);
CREATE INDEX operator_sessions_expiry ON operator_sessions (expires_at);

-- Failed logins, counted over every host (loginRateLimit.ts).
CREATE TABLE login_failures (
  key text NOT NULL,
  at bigint NOT NULL
);
CREATE INDEX login_failures_key ON login_failures (key, at);
CREATE INDEX login_failures_at ON login_failures (at);

CREATE TABLE login_known_addresses (
  account text NOT NULL,
  address text NOT NULL,
  at bigint NOT NULL,
  PRIMARY KEY (account, address)
);

-- Drafts an operator previews (previews.ts), by the sha256 of their token.
CREATE TABLE previews (
  token_hash text PRIMARY KEY,
  preview jsonb NOT NULL,
  expires_at bigint NOT NULL
);
CREATE INDEX previews_expiry ON previews (expires_at);
