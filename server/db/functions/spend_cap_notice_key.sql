-- Part of the spend caps (spend_cap_reached.sql says how they work).
-- The period a cap was reached in, as stored in cap_notice_key: the advertiser is told once per cap and period.
CREATE OR REPLACE FUNCTION spend_cap_notice_key(p_cap text, p_today date)
RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN p_cap = 'account_month' THEN 'month:' || to_char(p_today, 'YYYY-MM') ELSE 'day:' || p_today::text END
$$;
