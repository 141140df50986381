-- The activity log is one table: a change's entry goes straight into it, in
-- the change's own transaction (modules/activity/log.ts). Entries still
-- waiting in 0010's staging table join it with their ids; one that a filing
-- cut short left in both tables is kept once.
INSERT INTO activity (id, at, actor_id, actor, address, action, entity, entity_id, name, changes)
  SELECT id, at, actor_id, actor, address, action, entity, entity_id, name, changes FROM activity_recent WHERE true
  ON CONFLICT (id) DO NOTHING;
DROP TABLE activity_recent;
