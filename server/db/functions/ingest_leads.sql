-- First created by migrations/0005_ingest_leads_function.sql; this file is its current text, applied after every migration.
-- The lead pipeline's charging step (server/modules/leads/pipeline.ts prepares the leads: normalised, validated,
-- scored). One call per batch, so the advertiser's balance row is locked for one statement instead of a round trip
-- per step. Under READ COMMITTED each statement below takes a fresh snapshot after the lock, so the replay and
-- duplicate checks (across all of the advertiser's imports: the lock is the advertiser's) see every lead committed before; leads are decided strictly in arrival order (once one waits for
-- funds, every later one waits too); each charge writes its ledger row (reference = lead id) and the balance moves by
-- one UPDATE that cannot overdraw.
CREATE OR REPLACE FUNCTION ingest_leads(
  p_user_id uuid, p_config_id uuid, p_cost_cents integer, p_platform text, p_import_id uuid,
  p_store_rejected boolean, p_description text, p_leads jsonb
) RETURNS jsonb
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  v_locked user_balances;
  v_balance integer;
  v_waiting boolean;
  v_new_pending boolean := false;
  v_lead record;
  v_found uuid;
  v_status text;
  v_outcome text;
  -- An array, not a growing jsonb value: appending to jsonb copies it every time (quadratic over a batch).
  v_results jsonb[] := '{}';
BEGIN
  INSERT INTO user_balances AS b (user_id) VALUES (p_user_id)
    ON CONFLICT (user_id) DO UPDATE SET user_id = excluded.user_id
    RETURNING b.* INTO v_locked;
  v_balance := v_locked.balance_cents;
  v_waiting := EXISTS (SELECT 1 FROM imported_leads WHERE user_id = p_user_id AND status = 'pending');

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
      v_status := CASE WHEN p_store_rejected THEN 'failed' END;
    ELSIF v_lead.test THEN
      v_outcome := 'test';
      v_status := 'test';
    ELSE
      IF v_lead.email IS NOT NULL THEN
        SELECT id INTO v_found FROM imported_leads
          WHERE user_id = p_user_id AND email = v_lead.email AND imported_at > now() - interval '{{DUPLICATE_WINDOW_DAYS}} days' AND status NOT IN ('test', 'failed')
          ORDER BY imported_at, seq LIMIT 1;
      END IF;
      IF v_found IS NULL AND v_lead.phone IS NOT NULL THEN
        SELECT id INTO v_found FROM imported_leads
          WHERE user_id = p_user_id AND phone = v_lead.phone AND imported_at > now() - interval '{{DUPLICATE_WINDOW_DAYS}} days' AND status NOT IN ('test', 'failed')
          ORDER BY imported_at, seq LIMIT 1;
      END IF;
      IF v_found IS NOT NULL THEN
        v_outcome := 'duplicate';
        v_status := 'duplicate';
      ELSIF NOT v_waiting AND v_balance >= p_cost_cents THEN
        v_outcome := 'delivered';
        v_status := 'delivered';
        v_balance := v_balance - p_cost_cents;
      ELSE
        v_outcome := 'pending';
        v_status := 'pending';
        v_waiting := true;
        v_new_pending := true;
      END IF;
    END IF;

    IF v_status IS NOT NULL THEN
      INSERT INTO imported_leads (id, user_id, config_id, source_platform, source_lead_id, lead_data, email, phone, status,
        quality_score, quality_reasons, errors, consent, cost_cents, charged_at, duplicate_of_id, import_id)
      VALUES (v_lead.id, p_user_id, p_config_id, p_platform, v_lead.source_lead_id, v_lead.data, v_lead.email, v_lead.phone, v_status,
        v_lead.quality, v_lead.reasons, v_lead.errors, v_lead.consent,
        CASE WHEN v_status IN ('delivered', 'pending') THEN p_cost_cents ELSE 0 END,
        CASE WHEN v_status = 'delivered' THEN now() END,
        CASE WHEN v_status = 'duplicate' THEN v_found END,
        p_import_id);
      IF v_status = 'delivered' THEN
        INSERT INTO balance_transactions (user_id, kind, amount_cents, balance_after_cents, reference, description)
        VALUES (p_user_id, 'lead_charge', -p_cost_cents, v_balance, v_lead.id::text, p_description);
      END IF;
    END IF;
    v_results := array_append(v_results, jsonb_build_object('idx', v_lead.idx, 'outcome', v_outcome, 'id', CASE WHEN v_status IS NOT NULL THEN v_lead.id END));
  END LOOP;

  IF v_balance <> v_locked.balance_cents THEN
    UPDATE user_balances SET balance_cents = balance_cents - (v_locked.balance_cents - v_balance), updated_at = now()
      WHERE user_id = p_user_id AND balance_cents >= v_locked.balance_cents - v_balance;
    IF NOT FOUND THEN
      RAISE EXCEPTION 'balance of % changed under its lock', p_user_id;
    END IF;
  END IF;
  RETURN jsonb_build_object('balance', to_jsonb(v_locked), 'after', v_balance, 'leadsWaiting', v_new_pending, 'results', to_jsonb(v_results));
END
$$;
