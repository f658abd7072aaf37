-- Issue 7: order statuses 6 and 7 are the rental statuses of spec 01 §4 (hidden while the rental module is off).
-- The first default list used them for Kontrollert and Pause; a company still holding that list gets them moved to
-- 8 and 9 (its orders and their status history with them) and the rental statuses 6 Utleid and 7 Returnert added.
-- A company that changed those rows itself is left alone.
DO $$
DECLARE t bigint;
BEGIN
  FOR t IN SELECT id FROM tenants LOOP
    PERFORM set_config('app.tenant_id', t::text, true);
    IF EXISTS (SELECT 1 FROM orderstatuslists WHERE tenant_id = t AND status = 6 AND name = 'Kontrollert')
      AND EXISTS (SELECT 1 FROM orderstatuslists WHERE tenant_id = t AND status = 7 AND name = 'Pause')
      AND NOT EXISTS (SELECT 1 FROM orderstatuslists WHERE tenant_id = t AND status IN (8, 9)) THEN
      UPDATE orderstatuslists SET status = status + 2, updatedon = now() WHERE tenant_id = t AND status IN (6, 7);
      INSERT INTO orderstatuslists (tenant_id, status, name) VALUES (t, 6, 'Utleid'), (t, 7, 'Returnert');
      UPDATE orders SET status = status + 2 WHERE tenant_id = t AND status IN (6, 7);
      UPDATE order_status_history SET fromstatus = fromstatus + 2 WHERE tenant_id = t AND fromstatus IN (6, 7);
      UPDATE order_status_history SET tostatus = tostatus + 2 WHERE tenant_id = t AND tostatus IN (6, 7);
    END IF;
  END LOOP;
  PERFORM set_config('app.tenant_id', '', true);
END $$;
