-- Where each passage came from (decision 0094): its page (and the page it ends on), its sheet
-- and row, the headings it is under, and its body's place in the document's text, as
-- {"page", "pageEnd", "sheet", "row", "rowEnd", "headings", "start", "end"}. Null for a chunk
-- indexed before; index version 3 indexes every document again at start-up to fill it.
alter table knowledge_chunks add column location jsonb;
