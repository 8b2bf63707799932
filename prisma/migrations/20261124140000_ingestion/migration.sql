-- CreateTable
CREATE TABLE "IngestLease" (
    "job" TEXT NOT NULL,
    "holder" TEXT NOT NULL,
    "expiresAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "IngestLease_pkey" PRIMARY KEY ("job")
);

-- CreateTable
CREATE TABLE "DataSource" (
    "source" TEXT NOT NULL,
    "lastRunAt" TIMESTAMP(3),
    "lastSuccessAt" TIMESTAMP(3),
    "lastError" TEXT,
    "lastErrorAt" TIMESTAMP(3),
    "rows" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "DataSource_pkey" PRIMARY KEY ("source")
);
