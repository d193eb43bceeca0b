-- Trigram search on names (pg_trgm) and one GIN index holding a btree column beside the trigrams (btree_gin).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS btree_gin;
