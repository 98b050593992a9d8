-- Every instance keeps the market's public answers (the market list, an agent's detail, the
-- package list) in memory for a few seconds (docs/decisions/0083). A change to anything they
-- show tells every listening instance through NOTIFY, which PostgreSQL delivers at commit and
-- only if the transaction commits; the payload is the schema, so that instances on another
-- schema of the same database (the tests') ignore it. Statement triggers: a seed of a thousand
-- rows notifies once, and PostgreSQL folds identical notifications of one transaction into one.
-- The triggers catch every writer (a review, a subscription, the seed, a manual fix in psql),
-- so no code path can forget to invalidate.
create function notify_catalog_change() returns trigger language plpgsql as $$
begin
  perform pg_notify('legion_catalog', current_schema());
  return null;
end
$$;

-- the columns the market shows or filters on (subscriber_count moves with every subscription,
-- through the subscriptions trigger of 0003); not the agent's key or secret
create trigger agents_catalog_change
  after insert or delete or truncate
    or update of status, published, published_at, category, subscriber_count, developer_id
  on agents for each statement execute function notify_catalog_change();

-- the live version is the latest approved one: a review, a new submission, a new URL
create trigger agent_versions_catalog_change
  after insert or update or delete or truncate
  on agent_versions for each statement execute function notify_catalog_change();

-- the rating and its count on every card
create trigger ratings_reviews_catalog_change
  after insert or update or delete or truncate
  on ratings_reviews for each statement execute function notify_catalog_change();

-- the package list
create trigger plans_catalog_change
  after insert or update or delete or truncate
  on plans for each statement execute function notify_catalog_change();

-- the developer's name on an agent's detail (display-name.ts: name, certified name, mobile,
-- handle); not a sign-in or a session
create trigger users_catalog_change
  after delete or update of name, mobile, username
  on users for each statement execute function notify_catalog_change();
create trigger developer_applications_catalog_change
  after insert or delete or update of status, developer_name, company_name
  on developer_applications for each statement execute function notify_catalog_change();
