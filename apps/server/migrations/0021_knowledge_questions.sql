-- Saved test questions (decision 0092): a question with the passages it should find, kept as
-- [{"documentId", "chunkIndex", "text"}] (the text then, so that a passage is still recognised,
-- and still shown, after its document is indexed again). Each keeps its last two runs: the
-- place (1–5) of its best passage among the hits, or null, and the first hit then.
create table knowledge_questions (
  id bigserial primary key,
  base_id bigint not null references knowledge_bases (id) on delete cascade,
  question text not null,
  expected jsonb not null,
  created_at timestamptz not null,
  checked_at timestamptz,
  rank integer,
  top jsonb,
  previous_checked_at timestamptz,
  previous_rank integer,
  previous_top jsonb
);
create index knowledge_questions_base_idx on knowledge_questions (base_id, id);

-- A change to the base marks its questions due (with what changed); they run once no document
-- of the base waits to be indexed. The last run of them all, and what it followed.
alter table knowledge_bases
  add column questions_due_at timestamptz,
  add column questions_due_cause text,
  add column questions_checked_at timestamptz,
  add column questions_cause text;
create index knowledge_bases_questions_due_idx on knowledge_bases (questions_due_at)
  where questions_due_at is not null;
