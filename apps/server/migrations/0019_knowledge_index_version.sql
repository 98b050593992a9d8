-- Words as well as bigrams (decision 0089): the terms a chunk is indexed by changed (jieba's words
-- of three or more characters, stemmed English words), so every document indexed before is
-- indexed again, in the background, from its file. `index_version` is the version of the terms a
-- document's postings hold (tokenize.ts INDEX_VERSION); a `reindex` job indexes an available
-- document again without taking it out of search (its old postings answer until the new ones are
-- written, in one transaction).
alter table knowledge_documents add column index_version integer not null default 1;
alter table knowledge_jobs add column reindex boolean not null default false;
