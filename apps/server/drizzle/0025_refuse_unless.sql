-- Issue 9 "Speed": a write whose every rule is in its own SQL can commit in the same round trip as the statement
-- (db/tenant.ts tenantStatement). refuse_unless(ok, reason) is how such a statement refuses: when ok is not true it
-- raises, the transaction is aborted and the COMMIT sent behind the statement rolls it back. The reason names the
-- refusal in the error (SQLSTATE P0001) so that the caller can tell it from any other failure.
CREATE OR REPLACE FUNCTION refuse_unless(ok boolean, reason text) RETURNS boolean
LANGUAGE plpgsql AS $$
BEGIN
  IF ok IS NOT TRUE THEN
    RAISE EXCEPTION USING ERRCODE = 'P0001', MESSAGE = reason;
  END IF;
  RETURN true;
END
$$;
