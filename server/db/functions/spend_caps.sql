-- Spend caps on lead charges, shared by ingest_leads and release_held_leads (both run under the advertiser's balance
-- row lock, so the counters they read and write are exact however many requests or instances race). Days and months
-- are UTC; a counter whose period is over reads as zero.

-- The first cap charging p_cost more would pass, or NULL: 'account_day', 'account_month' (the advertiser's daily and
-- monthly spend caps), 'import_leads', 'import_budget' (the import's daily lead cap and daily budget). c is NULL for
-- a lead whose import was deleted: only the account's caps apply.
CREATE OR REPLACE FUNCTION spend_cap_reached(b user_balances, c lead_import_configs, p_cost integer, p_today date)
RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE
    WHEN b.daily_spend_cap_cents IS NOT NULL
      AND CASE WHEN b.spend_day = p_today THEN b.spent_cents_on_day ELSE 0 END + p_cost > b.daily_spend_cap_cents
      THEN 'account_day'
    WHEN b.monthly_spend_cap_cents IS NOT NULL
      AND CASE WHEN b.spend_month = date_trunc('month', p_today)::date THEN b.spent_cents_in_month ELSE 0 END + p_cost > b.monthly_spend_cap_cents
      THEN 'account_month'
    WHEN c.daily_lead_cap IS NOT NULL
      AND CASE WHEN c.spend_day = p_today THEN c.leads_on_day ELSE 0 END + 1 > c.daily_lead_cap
      THEN 'import_leads'
    WHEN c.daily_budget_cents IS NOT NULL
      AND CASE WHEN c.spend_day = p_today THEN c.spent_cents_on_day ELSE 0 END + p_cost > c.daily_budget_cents
      THEN 'import_budget'
  END
$$;

-- The account's counters after one more charge of p_cost.
CREATE OR REPLACE FUNCTION spend_add_to_account(b user_balances, p_cost integer, p_today date)
RETURNS user_balances LANGUAGE plpgsql IMMUTABLE AS $$
BEGIN
  b.spent_cents_on_day := CASE WHEN b.spend_day = p_today THEN b.spent_cents_on_day ELSE 0 END + p_cost;
  b.spend_day := p_today;
  b.spent_cents_in_month := CASE WHEN b.spend_month = date_trunc('month', p_today)::date THEN b.spent_cents_in_month ELSE 0 END + p_cost;
  b.spend_month := date_trunc('month', p_today)::date;
  RETURN b;
END
$$;

-- The import's counters after one more lead charged at p_cost.
CREATE OR REPLACE FUNCTION spend_add_to_import(c lead_import_configs, p_cost integer, p_today date)
RETURNS lead_import_configs LANGUAGE plpgsql IMMUTABLE AS $$
BEGIN
  c.spent_cents_on_day := CASE WHEN c.spend_day = p_today THEN c.spent_cents_on_day ELSE 0 END + p_cost;
  c.leads_on_day := CASE WHEN c.spend_day = p_today THEN c.leads_on_day ELSE 0 END + 1;
  c.spend_day := p_today;
  RETURN c;
END
$$;

-- The period a cap was reached in, as stored in cap_notice_key: the advertiser is told once per cap and period.
CREATE OR REPLACE FUNCTION spend_cap_notice_key(p_cap text, p_today date)
RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN p_cap = 'account_month' THEN 'month:' || to_char(p_today, 'YYYY-MM') ELSE 'day:' || p_today::text END
$$;

-- Writes a locked balance row's new balance and spend counters (p_after, worked out in memory from p_before, the row
-- as locked): one UPDATE that cannot overdraw.
CREATE OR REPLACE FUNCTION spend_save_account(p_before user_balances, p_after user_balances)
RETURNS void LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  IF p_after IS NOT DISTINCT FROM p_before THEN
    RETURN;
  END IF;
  UPDATE user_balances SET balance_cents = balance_cents - (p_before.balance_cents - p_after.balance_cents),
      spend_day = p_after.spend_day, spent_cents_on_day = p_after.spent_cents_on_day,
      spend_month = p_after.spend_month, spent_cents_in_month = p_after.spent_cents_in_month,
      cap_notice_key = p_after.cap_notice_key, updated_at = now()
    WHERE user_id = p_before.user_id AND balance_cents >= p_before.balance_cents - p_after.balance_cents;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'balance of % changed under its lock', p_before.user_id;
  END IF;
END
$$;
