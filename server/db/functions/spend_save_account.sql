-- Part of the spend caps (spend_cap_reached.sql says how they work).
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
