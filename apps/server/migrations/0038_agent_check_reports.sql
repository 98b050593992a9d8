-- The conformance reports: the named checks the platform ran against one version of an agent,
-- kept with that version. A version goes to review only with a report without a blocking
-- failure made after it was last saved and within the last 24 hours; an admin who opens a
-- pending version without one gets one made then (requested_by 'review').
create table agent_check_reports (
  id bigserial primary key,
  version_id bigint not null references agent_versions (id) on delete cascade,
  requested_by text not null check (requested_by in ('developer', 'review')),
  passed boolean not null,
  checks jsonb not null,
  created_at timestamptz not null
);
create index agent_check_reports_version_idx on agent_check_reports (version_id, created_at desc, id desc);
