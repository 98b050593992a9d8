/**
 * Reviews written straight into the table, for tests that need ratings on agents nobody
 * subscribes to (the market's sorting and caching). Every real review goes through
 * reviews/service.ts's writeReview; reviews.test.ts proves that path.
 */
import type { Queryable } from '../src/db/database.ts';

export async function insertReviews(
  db: Queryable,
  rows: { agentId: string; userId: string; rating: number; content: string; at: Date }[],
) {
  if (rows.length === 0) return;
  await db.query(
    `insert into ratings_reviews (agent_id, user_id, rating, content, created_at)
     select * from unnest($1::bigint[], $2::bigint[], $3::smallint[], $4::text[],
       $5::timestamptz[])
     on conflict (agent_id, user_id) do nothing`,
    [
      rows.map((r) => r.agentId),
      rows.map((r) => r.userId),
      rows.map((r) => r.rating),
      rows.map((r) => r.content),
      rows.map((r) => r.at),
    ],
  );
}
