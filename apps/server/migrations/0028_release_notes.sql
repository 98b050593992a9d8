-- Versions people can follow (issue 20, decision 0099): each submitted version says what changed.
-- Required by the server for a new version of an agent that is on the market; a first version
-- may have none. The market shows the approved versions' notes as "What's new" and the live
-- version's approval date as "updated N days ago".
alter table agent_versions add column release_notes text not null default '';
