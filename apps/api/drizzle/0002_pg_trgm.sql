-- Trigram matching for typo-tolerant career search.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
