-- Charges an advertiser's held leads (waiting for funds or over a spend cap), oldest first, after whatever held them
-- changed: a credit, a new day or month, a raised cap. Under the balance row lock like ingest_leads, with the same cap
-- rules (spend_cap_reached.sql and its siblings). An import still over its cap is skipped (its leads stay held, the others go on); the
-- account's cap or a lead the balance cannot cover stops the run, so no later lead overtakes it, and the leads behind
-- are labelled by what holds them now. At most p_limit charges per call (`more` says whether to call again).
-- Idempotent: run it as often as you like.
-- A charged lead records its transaction's id (charge_xid) with charged_at, as in ingest_leads.
CREATE OR REPLACE FUNCTION release_held_leads(p_user_id uuid, p_limit integer, p_description text) RETURNS jsonb
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  v_locked user_balances;
  v_b user_balances;
  v_c lead_import_configs;
  v_today date := (now() AT TIME ZONE 'utc')::date;
  v_lead record;
  v_cap text;
  v_last bigint := 0;
  v_capped uuid[] := '{}';
  v_charged uuid[] := '{}';
  v_waiting boolean := false;
  v_more boolean := false;
  v_notices jsonb[] := '{}';
BEGIN
  v_locked := lock_user_balance(p_user_id);
  v_b := v_locked;
  LOOP
    -- One lookup per lead (index imported_leads_held_idx) rather than one cursor, so imports found capped drop out.
    SELECT l.id, l.seq, l.cost_cents, l.config_id, l.status INTO v_lead FROM imported_leads l
      WHERE l.user_id = p_user_id AND l.status IN ('pending', 'over_cap') AND l.seq > v_last
        AND (l.config_id IS NULL OR l.config_id <> ALL (v_capped))
      ORDER BY l.seq LIMIT 1;
    EXIT WHEN NOT FOUND;
    IF cardinality(v_charged) >= p_limit THEN
      v_more := true;
      EXIT;
    END IF;
    v_last := v_lead.seq;
    v_c := NULL;
    SELECT * INTO v_c FROM lead_import_configs WHERE id = v_lead.config_id;
    v_cap := spend_cap_reached(v_b, v_c, v_lead.cost_cents, v_today);
    IF v_cap IS NOT NULL THEN
      UPDATE imported_leads SET status = 'over_cap' WHERE id = v_lead.id AND status = 'pending';
      IF v_cap LIKE 'account%' THEN
        IF v_b.cap_notice_key IS DISTINCT FROM spend_cap_notice_key(v_cap, v_today) THEN
          v_b.cap_notice_key := spend_cap_notice_key(v_cap, v_today);
          v_notices := array_append(v_notices, jsonb_build_object('cap', v_cap));
        END IF;
        EXIT;
      END IF;
      IF v_c.cap_notice_key IS DISTINCT FROM spend_cap_notice_key(v_cap, v_today) THEN
        UPDATE lead_import_configs SET cap_notice_key = spend_cap_notice_key(v_cap, v_today) WHERE id = v_c.id;
        v_notices := array_append(v_notices, jsonb_build_object('cap', v_cap, 'configId', v_c.id));
      END IF;
      v_capped := array_append(v_capped, v_c.id);
      CONTINUE;
    END IF;
    IF v_b.balance_cents < v_lead.cost_cents THEN
      UPDATE imported_leads SET status = 'pending' WHERE id = v_lead.id AND status = 'over_cap';
      v_waiting := true;
      EXIT;
    END IF;

    v_b.balance_cents := v_b.balance_cents - v_lead.cost_cents;
    v_b := spend_add_to_account(v_b, v_lead.cost_cents, v_today);
    UPDATE imported_leads SET status = 'delivered', charged_at = now(), charge_xid = pg_current_xact_id()::text::bigint WHERE id = v_lead.id;
    INSERT INTO balance_transactions (user_id, kind, amount_cents, balance_after_cents, reference, description)
      VALUES (p_user_id, 'lead_charge', -v_lead.cost_cents, v_b.balance_cents, v_lead.id::text, p_description);
    IF v_c.id IS NOT NULL THEN
      v_c := spend_add_to_import(v_c, v_lead.cost_cents, v_today);
      UPDATE lead_import_configs SET spend_day = v_c.spend_day, spent_cents_on_day = v_c.spent_cents_on_day, leads_on_day = v_c.leads_on_day
        WHERE id = v_c.id;
    END IF;
    v_charged := array_append(v_charged, v_lead.id);
  END LOOP;

  -- Stopped by the account's cap or the balance: the leads behind say what holds each of them now (a lead a raised cap
  -- let through but the balance cannot pay for waits for funds; one still over its import's cap stays over cap).
  IF NOT v_more THEN
    UPDATE imported_leads l SET status = x.held_by FROM (
      SELECT h.id, CASE WHEN spend_cap_reached(v_b, c, h.cost_cents, v_today) IS NULL THEN 'pending' ELSE 'over_cap' END AS held_by
      FROM imported_leads h LEFT JOIN lead_import_configs c ON c.id = h.config_id
      WHERE h.user_id = p_user_id AND h.status IN ('pending', 'over_cap') AND h.seq > v_last
    ) x
    WHERE l.id = x.id AND l.status <> x.held_by;
  END IF;
  PERFORM spend_save_account(v_locked, v_b);
  RETURN jsonb_build_object('balance', to_jsonb(v_locked), 'after', v_b.balance_cents, 'leadsWaiting', v_waiting,
    'more', v_more, 'charged', to_jsonb(v_charged), 'capNotices', to_jsonb(v_notices));
END
$$;
