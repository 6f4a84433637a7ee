-- Locks a user's balance row for the rest of the transaction, creating it with the defaults if needed, and returns it
-- as locked: every charge of one user queues here (the charging functions' first step; balance.service.ts
-- lockBalance does the same from TypeScript).
CREATE OR REPLACE FUNCTION lock_user_balance(p_user_id uuid) RETURNS user_balances
LANGUAGE sql VOLATILE AS $$
  INSERT INTO user_balances AS b (user_id) VALUES (p_user_id)
    ON CONFLICT (user_id) DO UPDATE SET user_id = excluded.user_id
    RETURNING b.*
$$;
