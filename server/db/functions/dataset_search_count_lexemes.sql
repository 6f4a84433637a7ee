-- First created by migrations/0009_search_index.sql; this file is its current text, applied after every migration.
-- Document counts per stem follow every write to dataset_search: +1 for the rows' stems as they are now, -1 as they were
-- (an unchanged document nets to nothing and writes nothing). Stems are locked in one order, so concurrent writers
-- wait for each other instead of deadlocking.
CREATE OR REPLACE FUNCTION dataset_search_count_lexemes() RETURNS trigger
  LANGUAGE plpgsql AS $$
    DECLARE
      changes text := CASE TG_OP
        WHEN 'INSERT' THEN 'SELECT doc, strong, 1 AS sign FROM new_rows'
        WHEN 'DELETE' THEN 'SELECT doc, strong, -1 AS sign FROM old_rows'
        ELSE 'SELECT doc, strong, 1 AS sign FROM new_rows UNION ALL SELECT doc, strong, -1 FROM old_rows' END;
    BEGIN
      EXECUTE format($sql$
        INSERT INTO search_lexemes AS l (lexeme, doc_count, strong_count)
        SELECT lexeme, sum(doc_delta), sum(strong_delta) FROM (
          SELECT unnest(tsvector_to_array(doc)) AS lexeme, sign AS doc_delta, 0 AS strong_delta FROM (%1$s) c
          UNION ALL
          SELECT unnest(tsvector_to_array(strong)), 0, sign FROM (%1$s) c
        ) deltas
        GROUP BY lexeme HAVING sum(doc_delta) <> 0 OR sum(strong_delta) <> 0
        ORDER BY lexeme
        ON CONFLICT (lexeme) DO UPDATE
          SET doc_count = l.doc_count + excluded.doc_count, strong_count = l.strong_count + excluded.strong_count
      $sql$, changes);
      RETURN NULL;
    END
  $$;
