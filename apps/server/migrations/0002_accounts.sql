-- Accounts and sign-in: users, sessions, QR logins, password-attempt log and the sandbox host
-- app's tokens. Every secret token is stored as its SHA-256 hash (hex), never as itself.
-- Times are written by the server (its clock) so that tests can move the clock.

create table users (
  id bigserial primary key,
  username text not null unique,
  name text not null default '',
  -- the whole number; the API shows it masked
  mobile text unique,
  email text not null default '',
  portrait text not null default '',
  role text not null default 'user' check (role in ('user', 'developer', 'admin')),
  -- the user's own permissions, on top of the role's defaults
  permissions jsonb not null default '[]'::jsonb check (jsonb_typeof(permissions) = 'array'),
  -- SPEC §3 developer info: status 1 = approved; role 0 developer, 1 admin
  developer_status int,
  developer_role int check (developer_role in (0, 1)),
  -- scrypt, with its salt and parameters; null for accounts that only sign in by phone
  password_hash text,
  created_at timestamptz not null default now(),
  check ((developer_status is null) = (developer_role is null)),
  -- the role is derived from the developer info (SPEC §6) and stored consistently with it
  check (
    role = case
      when developer_status = 1 and developer_role = 1 then 'admin'
      when developer_status = 1 then 'developer'
      else 'user'
    end
  )
);
create index users_email_idx on users (lower(email));

create table sessions (
  id bigserial primary key,
  token_hash text not null unique,
  user_id bigint not null references users (id) on delete cascade,
  created_at timestamptz not null,
  expires_at timestamptz not null,
  last_seen_at timestamptz not null
);
create index sessions_user_idx on sessions (user_id);
create index sessions_expires_idx on sessions (expires_at);

create table qr_logins (
  id bigserial primary key,
  token_hash text not null unique,
  status text not null default 'waiting'
    check (status in ('waiting', 'scanned', 'confirmed', 'consumed')),
  user_id bigint references users (id) on delete cascade,
  created_at timestamptz not null,
  check (status not in ('confirmed', 'consumed') or user_id is not null)
);
create index qr_logins_created_idx on qr_logins (created_at);

create table login_attempts (
  id bigserial primary key,
  -- lower-cased, so that changing the case does not reset the count
  username text not null,
  ip text not null,
  success boolean not null,
  at timestamptz not null
);
create index login_attempts_username_idx on login_attempts (username, at);
create index login_attempts_ip_idx on login_attempts (ip, at);
create index login_attempts_at_idx on login_attempts (at);

-- The embedded sandbox of the host app: the transaction codes (chainPalToken) it hands to
-- the web app, which signs in with them once.
create table host_tokens (
  id bigserial primary key,
  token_hash text not null unique,
  user_id bigint not null references users (id) on delete cascade,
  created_at timestamptz not null,
  expires_at timestamptz not null,
  used_at timestamptz
);
create index host_tokens_expires_idx on host_tokens (expires_at);
