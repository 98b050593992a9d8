-- Knowledge ingest progress and failure codes: where a processing document is (queued, then
-- parsing, chunking, indexing) for a polling client to show, and why a failed one failed as a
-- code the screen words in the reader's language (`failure` stays the English message).

alter table knowledge_documents
  add column stage text
    check (stage in ('queued', 'parsing', 'chunking', 'indexing')),
  add column failure_reason text
    check (failure_reason in
      ('empty', 'encrypted', 'corrupt', 'unsupported', 'too-large', 'interrupted', 'internal'));

-- documents from before: a processing one waits for the runner, a failed one has no code
-- but the message, which is what the runner gave for anything other than a read failure
update knowledge_documents set stage = 'queued' where status = 'processing';
update knowledge_documents set failure_reason = 'internal' where status = 'failed';

alter table knowledge_documents
  add constraint knowledge_documents_stage_status_check
    check ((status = 'processing') = (stage is not null)),
  add constraint knowledge_documents_failure_reason_status_check
    check ((status = 'failed') = (failure_reason is not null));
