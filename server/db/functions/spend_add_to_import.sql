-- Part of the spend caps (spend_cap_reached.sql says how they work).
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
