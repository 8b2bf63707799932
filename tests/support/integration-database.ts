// Parallel integration workers each get their own database, so no test sees another file's rows:
// TEST_DATABASE_URLS lists one per worker (scripts/test-integration.sh), and Jest numbers its workers from 1.
const databases = (process.env.TEST_DATABASE_URLS ?? "").split(",").filter(Boolean);
if (databases.length > 0) {
  const worker = Number(process.env.JEST_WORKER_ID ?? "1");
  process.env.DATABASE_URL = databases[(worker - 1) % databases.length];
}
