-- Knowledge bases (issue 6): a user's bases, the documents uploaded to them, the ingest job of
-- each upload, and the text chunks with their full-text index. Times are written by the
-- server's clock, never by now(), so tests can move it.

create table knowledge_bases (
  id bigserial primary key,
  user_id bigint not null references users (id) on delete cascade,
  name text not null,
  description text not null default '',
  created_at timestamptz not null
);
create index knowledge_bases_user_idx on knowledge_bases (user_id, id);

-- One uploaded file. `file_name` is the random name in `<uploads>/knowledge/`; `type` the
-- extension in upper case. processing → available | failed; available ↔ disabled.
create table knowledge_documents (
  id bigserial primary key,
  base_id bigint not null references knowledge_bases (id) on delete cascade,
  name text not null,
  type text not null,
  file_name text not null unique,
  bytes bigint not null check (bytes >= 0),
  characters integer not null default 0,
  match_count integer not null default 0,
  status text not null default 'processing'
    check (status in ('processing', 'available', 'disabled', 'failed')),
  failure text,
  uploaded_at timestamptz not null,
  check ((status = 'failed') = (failure is not null))
);
create index knowledge_documents_base_idx on knowledge_documents (base_id, id);

-- The ingest of a document, off the request path: queued → running → done | failed. A job left
-- running by a stopped server is queued again at start-up.
create table knowledge_jobs (
  id bigserial primary key,
  document_id bigint not null references knowledge_documents (id) on delete cascade,
  state text not null default 'queued' check (state in ('queued', 'running', 'done', 'failed')),
  attempts integer not null default 0,
  created_at timestamptz not null,
  started_at timestamptz,
  updated_at timestamptz not null
);
create index knowledge_jobs_queue_idx on knowledge_jobs (id) where state = 'queued';
create index knowledge_jobs_document_idx on knowledge_jobs (document_id);

-- A document's text chunks; `terms` is to_tsvector('simple', indexDocument(text)).
create table knowledge_chunks (
  document_id bigint not null references knowledge_documents (id) on delete cascade,
  index integer not null,
  text text not null,
  terms tsvector not null,
  primary key (document_id, index)
);
create index knowledge_chunks_terms_idx on knowledge_chunks using gin (terms);
