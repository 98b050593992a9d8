-- A base's own words (decision 0091): terms kept whole when its text and questions are cut into
-- words, and groups of synonyms, as {"terms": [...], "synonyms": [[...], ...]}. Changing them
-- queues a reindex job (migration 0019) for each of the base's ingested documents.
alter table knowledge_bases
  add column dictionary jsonb not null default '{"terms": [], "synonyms": []}'::jsonb;
