-- Part of the spend caps (spend_cap_reached.sql says how they work).
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
