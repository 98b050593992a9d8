-- Settings the platform keeps about itself, e.g. when its seed data was written.
create table app_settings (
  key text primary key,
  value text not null,
  updated_at timestamptz not null default now()
);
