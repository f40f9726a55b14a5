-- The API's runtime role (DATABASE_URL), which owns no table: run as the tables'
-- owner (MIGRATION_DATABASE_URL) after the first start, and again after an
-- upgrade, with registry_app replaced by the role's name (README, "A runtime
-- role apart from the owner"; decision 027). Only the owner can switch the
-- append-only triggers off; the runtime role cannot, nor set
-- session_replication_role, nor delete or edit what the triggers keep.
GRANT USAGE ON SCHEMA public TO registry_app;
GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO registry_app;
GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO registry_app;
-- Tables and sequences later migrations make get the same, until this is run again.
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO registry_app;
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT USAGE, SELECT ON SEQUENCES TO registry_app;
-- Append-only: SELECT and INSERT only, and on log_events the sequencer's UPDATE of leaf_index.
REVOKE UPDATE, DELETE ON movements, log_nodes, log_checkpoints, log_key, retirements FROM registry_app;
REVOKE DELETE ON log_events FROM registry_app;
-- The jobs' queues (decision 043): pg-boss's schema, made and migrated by the owner at start.
GRANT USAGE ON SCHEMA pgboss TO registry_app;
GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA pgboss TO registry_app;
ALTER DEFAULT PRIVILEGES IN SCHEMA pgboss GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO registry_app;
