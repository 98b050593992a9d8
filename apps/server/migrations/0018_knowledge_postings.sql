-- Retrieval by BM25 over an impact-ordered term index (decision 0084). The GIN index over a
-- chunk's tsvector found every chunk holding any query term, and ts_rank then scored each of
-- them: for common terms that was most of a base (p95 125 ms over 10,000 chunks). Now each
-- chunk's distinct terms are rows with the term's weight in the chunk, indexed by weight, so a
-- query reads only the best-weighted few hundred chunks of each of its terms and scores those.
--
-- `weight` is BM25's term-frequency part, written by the ingest (tokenize.ts `termWeight`). The
-- query multiplies it by the term's idf, from `knowledge_terms`: how many chunks of the base hold
-- the term; the row of term '' holds how many chunks the base has. Postings have no foreign key
-- (checking one per row was most of the insert's time): the repository deletes a document's
-- postings with it, and the search reads only postings whose document and chunk still exist.

create table knowledge_postings (
  base_id bigint not null,
  term text not null,
  document_id bigint not null,
  chunk_index integer not null,
  weight real not null,
  primary key (document_id, chunk_index, term)
);
create index knowledge_postings_impact_idx
  on knowledge_postings (base_id, term, weight desc) include (document_id, chunk_index);

create table knowledge_terms (
  base_id bigint not null references knowledge_bases (id) on delete cascade,
  term text not null,
  chunks integer not null,
  primary key (base_id, term)
);

-- the chunks indexed before: their terms are in the tsvector, a term's count its positions; the
-- weight as termWeight computes it (k1 = 1.2, b = 0.75, length in characters against 500)
insert into knowledge_postings (base_id, term, document_id, chunk_index, weight)
select d.base_id, t.lexeme, c.document_id, c.index,
  (f.tf * 2.2 / (f.tf + 1.2 * (0.25 + 0.75 * least(char_length(c.text), 5000) / 500.0)))::real
from knowledge_chunks c
join knowledge_documents d on d.id = c.document_id
cross join lateral unnest(c.terms) as t
cross join lateral (select coalesce(array_length(t.positions, 1), 1) as tf) as f;

insert into knowledge_terms (base_id, term, chunks)
select base_id, term, count(*) from knowledge_postings group by base_id, term
union all
select d.base_id, '', count(*) from knowledge_chunks c
  join knowledge_documents d on d.id = c.document_id group by d.base_id;

drop index knowledge_chunks_terms_idx;
alter table knowledge_chunks drop column terms;
