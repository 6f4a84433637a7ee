-- A misspelt or unfinished search word is matched in each server's copy of the word list
-- (server/modules/catalog/search/word-list.ts); PostgreSQL is asked only for the typed words' own stems and counts,
-- by search_stems (server/db/functions/search_stems.sql). search_vocabulary, which looked completions and typos up
-- in search_terms, goes, and so does the trigram index only its typos read.
DROP FUNCTION IF EXISTS search_vocabulary(text[], boolean[], boolean[], text[]);--> statement-breakpoint
DROP INDEX "search_terms_trgm_idx";
