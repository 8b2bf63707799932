-- Rate limits count attempts in a sliding window instead of fixed ones: one row per key holds the times of the
-- attempts it allowed within its window, so a burst across a fixed window's end can no longer get twice the limit.
-- Counts in the old buckets last at most an hour. They are dropped, not carried over.
DROP TABLE "RateLimitBucket";

CREATE TABLE "RateLimit" (
    "key" TEXT NOT NULL,
    "hits" BIGINT[] DEFAULT ARRAY[]::BIGINT[],

    CONSTRAINT "RateLimit_pkey" PRIMARY KEY ("key")
);
