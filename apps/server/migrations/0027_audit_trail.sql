-- The audit trail admins read (issue 20, decision 0098). audit_log (0005) kept admins'
-- decisions and reveals; it now keeps, with the address each request came from:
-- decisions on applications, agent versions and legion versions; reveals of personal data; an
-- agent's secret rotated (by its owner); a role changed (a certification makes a developer);
-- a review hidden or kept; a refund remark left on an order (by the platform itself, when a
-- wallet's payment arrived for a cancelled or already paid order: no actor, no address).
alter table audit_log rename column admin_id to actor_id;
alter table audit_log alter column actor_id drop not null;
alter table audit_log drop constraint audit_log_action_check;
alter table audit_log drop constraint audit_log_subject_kind_check;
alter table audit_log drop constraint audit_log_check;
alter table audit_log
  add column ip text not null default '',
  add column detail text not null default '',
  add constraint audit_log_action_check check (
    action in (
      'approve', 'reject', 'reveal', 'rotate-secret', 'role-change', 'hide-review',
      'keep-review', 'refund-remark'
    )
  ),
  add constraint audit_log_subject_kind_check check (
    subject_kind in (
      'application', 'agent_version', 'legion_version', 'agent', 'user', 'review', 'order'
    )
  ),
  add constraint audit_log_reveal_check check ((action = 'reveal') = (field is not null));

create index audit_log_actor_idx on audit_log (actor_id, at desc);
create index audit_log_action_idx on audit_log (action, at desc);
