-- The knowledge bases a person shares with an agent, kept between visits and devices: the
-- picker on the agent page starts from them. Only the person's own bases count when read; a
-- deleted base drops out of the choice.
create table agent_knowledge_choices (
  user_id bigint not null references users (id) on delete cascade,
  agent_id bigint not null references agents (id) on delete cascade,
  base_ids jsonb not null default '[]',
  updated_at timestamptz not null,
  primary key (user_id, agent_id)
);
