-- api_keys was used by nothing (the data API is not built yet): dropped. The table that feature needs will come with it.
DROP TABLE "api_keys" CASCADE;
