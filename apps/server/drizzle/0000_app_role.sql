-- The non-owner role every request runs as (SET LOCAL ROLE inside withTenant). Roles are cluster-wide, so the
-- creation is guarded; the role cannot log in, is no superuser and cannot bypass row-level security.
DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'suite_app') THEN
    CREATE ROLE suite_app NOLOGIN NOSUPERUSER NOBYPASSRLS NOCREATEDB NOCREATEROLE;
  END IF;
END
$$;
--> statement-breakpoint
-- The connecting (owner) role must be able to SET ROLE to it.
DO $$
BEGIN
  EXECUTE format('GRANT suite_app TO %I', current_user);
END
$$;
