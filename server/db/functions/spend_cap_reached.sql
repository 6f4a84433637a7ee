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
