-- The SHA-256 of a document's file, so an upload identical to a document already in the base
-- is asked about instead of duplicating every passage. Documents stored before have none; it is
-- filled in the first time a file of the same size is uploaded to their base.
alter table knowledge_documents add column content_hash text;
create index knowledge_documents_same_size on knowledge_documents (base_id, bytes);
