-- What a document yielded besides its text (decision 0093): a PDF's pages, and how many of them
-- are images without text (a scan), so that a document with far less text than its size
-- suggests is flagged. Null for other formats and for documents ingested before.
alter table knowledge_documents
  add column pages integer,
  add column image_pages integer;

-- a PDF of images without text fails as its own reason, with a way forward
alter table knowledge_documents drop constraint knowledge_documents_failure_reason_check;
alter table knowledge_documents
  add constraint knowledge_documents_failure_reason_check
    check (failure_reason in ('empty', 'no-text-layer', 'encrypted', 'corrupt', 'unsupported',
      'too-large', 'interrupted', 'internal'));
