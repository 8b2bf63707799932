// Integration tests talk to the database named by DATABASE_URL (embedded PGlite or PostgreSQL);
// scripts/test-integration.sh starts it and applies the migrations first.
jest.setTimeout(30_000);
