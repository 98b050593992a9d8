-- A rejection in the audit trail keeps the points it asked to fix ([{field, action}], in the
-- reviewer's order), as they were decided. Rejections recorded before this get the points
-- kept with what they rejected: an agent version's own, or those of the application's round
-- decided at that moment.
alter table audit_log add column points jsonb not null default '[]'::jsonb;

update audit_log l set points = coalesce((
  select jsonb_agg(jsonb_build_object('field', p.field, 'action', p.action) order by p.position)
  from review_points p
  where p.subject_kind = 'agent_version' and p.subject_id = l.subject_id
), '[]'::jsonb)
where l.action = 'reject' and l.subject_kind = 'agent_version';

update audit_log l set points = coalesce((
  select jsonb_agg(jsonb_build_object('field', p.field, 'action', p.action) order by p.position)
  from developer_application_submissions s
  join review_points p on p.subject_kind = 'application' and p.subject_id = s.id
  where s.application_id = l.subject_id and s.status = 'rejected' and s.reviewed_at = l.at
), '[]'::jsonb)
where l.action = 'reject' and l.subject_kind = 'application';
