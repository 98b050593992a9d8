-- Ingest jobs are held on a lease: the runner that claimed one renews `lease_until` while it
-- works, and any runner may queue a running job again once its lease ran out (its server was
-- killed), so several server instances share the queue without losing or doubling a job.
-- Jobs running from before have no lease: the next sweep takes them as expired.

alter table knowledge_jobs add column lease_until timestamptz;
create index knowledge_jobs_running_idx on knowledge_jobs (lease_until) where state = 'running';
