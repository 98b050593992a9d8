-- A version says what changed in Chinese, in English, or both: a reader sees their language's
-- notes, or the other language's marked as such. Notes already written are one text in the
-- language the developer chose: those without a single Chinese character were written in
-- English.
alter table agent_versions rename column release_notes to release_notes_zh;
alter table agent_versions add column release_notes_en text not null default '';
update agent_versions set release_notes_en = release_notes_zh, release_notes_zh = ''
where release_notes_zh <> '' and release_notes_zh !~ '[一-鿿]';
