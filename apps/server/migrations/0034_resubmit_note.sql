-- What a developer tells the reviewer with a submission: required when a rejected version is
-- sent back as it was with no point marked fixed, so the reviewer knows why.
alter table agent_versions add column resubmit_note text not null default '';
