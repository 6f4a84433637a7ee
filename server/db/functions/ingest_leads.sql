-- First created by migrations/0005_ingest_leads_function.sql; this file is its current text, applied after every migration.
-- The lead pipeline's charging step (server/modules/leads/pipeline.ts prepares the leads: normalised, validated,
-- scored). One call per batch, so the advertiser's balance row is locked for one statement instead of a round trip
-- per step. Under READ COMMITTED each statement below takes a fresh snapshot after the lock, so the replay and
-- duplicate checks (across all of the advertiser's imports: the lock is the advertiser's) see every lead committed before; leads are decided strictly in arrival order (once one waits for
-- funds, every later one waits too); each charge writes its ledger row (reference = lead id) and the balance moves by
-- one UPDATE that cannot overdraw. Spend caps (spend_cap_reached.sql) come before funds: a lead over a cap is held
-- (over_cap), and once one of an import's leads is held so are its later ones, until release_held_leads charges them
-- oldest first (the caller queues it when the cap no longer holds them: a new day, a raised cap).
-- A charged lead records its transaction's id (charge_xid) with charged_at: the order the data API reads charges in.
CREATE OR REPLACE FUNCTION ingest_leads(
  p_user_id uuid, p_config_id uuid, p_cost_cents integer, p_platform text, p_import_id uuid,
  p_description text, p_leads jsonb
) RETURNS jsonb
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  v_locked user_balances;
  v_b user_balances;
  v_config lead_import_configs;
  v_config_before lead_import_configs;
  v_today date := (now() AT TIME ZONE 'utc')::date;
  v_import_held boolean;
  v_release_due boolean := false;
  v_cap text;
  v_notices jsonb[] := '{}';
  v_waiting boolean;
  v_new_pending boolean := false;
  v_lead record;
  v_found uuid;
  v_status text;
  v_outcome text;
  -- An array, not a growing jsonb value: appending to jsonb copies it every time (quadratic over a batch).
  v_results jsonb[] := '{}';
BEGIN
  v_locked := lock_user_balance(p_user_id);
  v_b := v_locked;
  SELECT * INTO v_config FROM lead_import_configs WHERE id = p_config_id;
  v_config_before := v_config;
  v_waiting := EXISTS (SELECT 1 FROM imported_leads WHERE user_id = p_user_id AND status = 'pending');
  v_import_held := EXISTS (SELECT 1 FROM imported_leads WHERE config_id = p_config_id AND status = 'over_cap');

  FOR v_lead IN
    SELECT * FROM jsonb_to_recordset(p_leads) AS x(
      idx integer, id uuid, source_lead_id text, email text, phone text, data jsonb, quality smallint,
      reasons jsonb, errors jsonb, consent jsonb, test boolean)
    ORDER BY idx
  LOOP
    v_found := NULL;
    IF v_lead.source_lead_id IS NOT NULL THEN
      SELECT id INTO v_found FROM imported_leads WHERE config_id = p_config_id AND source_lead_id = v_lead.source_lead_id;
      IF v_found IS NOT NULL THEN
        v_results := array_append(v_results, jsonb_build_object('idx', v_lead.idx, 'outcome', 'already_imported', 'id', v_found));
        CONTINUE;
      END IF;
    END IF;

    IF jsonb_array_length(v_lead.errors) > 0 THEN
      v_outcome := 'rejected';
      v_status := 'failed';
    ELSIF v_lead.test THEN
      v_outcome := 'test';
      v_status := 'test';
    ELSE
      -- The plan is cached per session, perhaps made while the table was empty: it must find the e-mail (phone) by its
      -- own index (imported_leads_email_user_idx, the e-mail first) and never walk the advertiser's leads, which reads
      -- all of them for every new e-mail. OFFSET 0 keeps the ORDER BY ... LIMIT from making the time-ordered
      -- imported_leads_user_imported_idx look cheaper.
      IF v_lead.email IS NOT NULL THEN
        SELECT d.id INTO v_found FROM (
          SELECT id, imported_at, seq FROM imported_leads
            WHERE user_id = p_user_id AND email = v_lead.email AND imported_at > now() - interval '{{DUPLICATE_WINDOW_DAYS}} days' AND status NOT IN ('test', 'failed')
            OFFSET 0) d
          ORDER BY d.imported_at, d.seq LIMIT 1;
      END IF;
      IF v_found IS NULL AND v_lead.phone IS NOT NULL THEN
        SELECT d.id INTO v_found FROM (
          SELECT id, imported_at, seq FROM imported_leads
            WHERE user_id = p_user_id AND phone = v_lead.phone AND imported_at > now() - interval '{{DUPLICATE_WINDOW_DAYS}} days' AND status NOT IN ('test', 'failed')
            OFFSET 0) d
          ORDER BY d.imported_at, d.seq LIMIT 1;
      END IF;
      v_cap := CASE WHEN v_found IS NULL THEN spend_cap_reached(v_b, v_config, p_cost_cents, v_today) END;
      IF v_found IS NOT NULL THEN
        v_outcome := 'duplicate';
        v_status := 'duplicate';
      ELSIF v_cap IS NOT NULL OR v_import_held THEN
        v_outcome := 'over_cap';
        v_status := 'over_cap';
        -- Held behind older held leads though no cap holds it now: the release job charges them in order.
        v_release_due := v_release_due OR v_cap IS NULL;
        IF v_cap LIKE 'account%' AND v_b.cap_notice_key IS DISTINCT FROM spend_cap_notice_key(v_cap, v_today) THEN
          v_b.cap_notice_key := spend_cap_notice_key(v_cap, v_today);
          v_notices := array_append(v_notices, jsonb_build_object('cap', v_cap));
        ELSIF v_cap LIKE 'import%' AND v_config.cap_notice_key IS DISTINCT FROM spend_cap_notice_key(v_cap, v_today) THEN
          v_config.cap_notice_key := spend_cap_notice_key(v_cap, v_today);
          v_notices := array_append(v_notices, jsonb_build_object('cap', v_cap, 'configId', p_config_id));
        END IF;
        v_import_held := v_import_held OR v_cap LIKE 'import%';
      ELSIF NOT v_waiting AND v_b.balance_cents >= p_cost_cents THEN
        v_outcome := 'delivered';
        v_status := 'delivered';
        v_b.balance_cents := v_b.balance_cents - p_cost_cents;
        v_b := spend_add_to_account(v_b, p_cost_cents, v_today);
        v_config := spend_add_to_import(v_config, p_cost_cents, v_today);
      ELSE
        v_outcome := 'pending';
        v_status := 'pending';
        v_waiting := true;
        v_new_pending := true;
      END IF;
    END IF;

    INSERT INTO imported_leads (id, user_id, config_id, source_platform, source_lead_id, lead_data, email, phone, status,
      quality_score, quality_reasons, errors, consent, cost_cents, charged_at, charge_xid, duplicate_of_id, import_id)
    VALUES (v_lead.id, p_user_id, p_config_id, p_platform, v_lead.source_lead_id, v_lead.data, v_lead.email, v_lead.phone, v_status,
      v_lead.quality, v_lead.reasons, v_lead.errors, v_lead.consent,
      CASE WHEN v_status IN ('delivered', 'pending', 'over_cap') THEN p_cost_cents ELSE 0 END,
      CASE WHEN v_status = 'delivered' THEN now() END,
      CASE WHEN v_status = 'delivered' THEN pg_current_xact_id()::text::bigint END,
      CASE WHEN v_status = 'duplicate' THEN v_found END,
      p_import_id);
    IF v_status = 'delivered' THEN
      INSERT INTO balance_transactions (user_id, kind, amount_cents, balance_after_cents, reference, description)
      VALUES (p_user_id, 'lead_charge', -p_cost_cents, v_b.balance_cents, v_lead.id::text, p_description);
    END IF;
    v_results := array_append(v_results, jsonb_build_object('idx', v_lead.idx, 'outcome', v_outcome, 'id', v_lead.id));
  END LOOP;

  PERFORM spend_save_account(v_locked, v_b);
  IF v_config IS DISTINCT FROM v_config_before THEN
    UPDATE lead_import_configs SET spend_day = v_config.spend_day, spent_cents_on_day = v_config.spent_cents_on_day,
        leads_on_day = v_config.leads_on_day, cap_notice_key = v_config.cap_notice_key
      WHERE id = p_config_id;
  END IF;
  RETURN jsonb_build_object('balance', to_jsonb(v_locked), 'after', v_b.balance_cents, 'leadsWaiting', v_new_pending,
    'releaseDue', v_release_due, 'capNotices', to_jsonb(v_notices), 'results', to_jsonb(v_results));
END
$$;
