-- Health of published agents, probed by any instance: one row per agent, claimed for a probe
-- with `for update skip locked` and a lease (so two instances never probe the same agent at
-- once), the last five probe results, newest first, and the state they make. The state and
-- its start are written only when they change, and a change NOTIFYs the catalogue (0017): the
-- market's cached answers show the state. `down_notified`: the developer was told of this
-- outage (one SMS per outage, not per probe).
create table agent_health (
  agent_id bigint primary key references agents (id) on delete cascade,
  state text not null default 'available' check (state in ('available', 'slow', 'down')),
  down_since timestamptz,
  recent boolean[] not null default '{}',
  last_first_event_ms int,
  failures_in_a_row int not null default 0,
  down_notified boolean not null default false,
  last_probe_at timestamptz,
  last_real_turn_at timestamptz,
  next_probe_at timestamptz not null,
  lease_until timestamptz
);
create index agent_health_due_idx on agent_health (next_probe_at);

create trigger agent_health_catalog_change
  after update of state, down_since or delete
  on agent_health for each statement execute function notify_catalog_change();

alter table notifications drop constraint notifications_kind_check;
alter table notifications add constraint notifications_kind_check check (
  kind in (
    'application-decided', 'agent-decided', 'legion-decided', 'team-added', 'team-removed',
    'agent-updated', 'submission-waiting', 'review-hidden', 'agent-down', 'agent-recovered'
  )
);
