// Prisma CLI config. The CLI runs Prisma's WebAssembly engines through the pg driver adapter so
// that nothing is downloaded. The app never loads this file.
import { defineConfig } from "prisma/config";
import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";

// `env("DATABASE_URL")` must be a valid URL even for `prisma generate`, or the CLI tries to
// download a query-engine binary.
process.env.DATABASE_URL ??= "postgresql://postgres:postgres@127.0.0.1:15329/postgres";

type AddFields = (fields: { dataTypeID: number }[]) => void;
const resultProto = (pg as unknown as { Result: { prototype: { addFields: AddFields } } }).Result.prototype;
const origAddFields = resultProto.addFields;
// prisma/orm#27403: adapter-pg 6.19 cannot read the catalog types `name` (19) and "char" (18).
resultProto.addFields = function (this: unknown, fields) {
  for (const f of fields) if (f.dataTypeID === 19 || f.dataTypeID === 18) f.dataTypeID = 25;
  return origAddFields.call(this, fields);
};

// The wasm engine leaves 10 s / 60 s timers pending, so the CLI would linger after finishing.
const nativeSetTimeout = globalThis.setTimeout;
globalThis.setTimeout = ((fn: (...a: unknown[]) => void, ms?: number, ...args: unknown[]) => {
  const t = nativeSetTimeout(fn, ms, ...args);
  if ((ms ?? 0) >= 10_000) t.unref?.();
  return t;
}) as typeof setTimeout;

function poolConfig(url: string): pg.PoolConfig {
  const u = new URL(url);
  return {
    host: u.hostname,
    port: Number(u.port || 5432),
    user: decodeURIComponent(u.username),
    password: decodeURIComponent(u.password),
    database: u.pathname.slice(1),
    allowExitOnIdle: true,
  };
}

// `migrate dev` needs a shadow database: a throw-away in-memory PGlite, so no CREATE DATABASE right is needed.
class PrismaPgWithPgliteShadow extends PrismaPg {
  async connectToShadowDb() {
    const { PGlite } = await import("@electric-sql/pglite");
    const { PGLiteSocketServer } = await import("@electric-sql/pglite-socket");
    const { pg_trgm } = await import("@electric-sql/pglite/contrib/pg_trgm");
    const db = await PGlite.create({ extensions: { pg_trgm } }); // the migrations create the extension
    const server = new PGLiteSocketServer({ db, host: "127.0.0.1", port: 0 });
    await server.start();
    const port = Number(server.getServerConn().split(":").pop());
    const shadow = await new PrismaPg({
      host: "127.0.0.1",
      port,
      user: "postgres",
      database: "postgres",
      max: 1,
      allowExitOnIdle: true,
    }).connect();
    const dispose = shadow.dispose.bind(shadow);
    shadow.dispose = async () => {
      await dispose();
      await server.stop();
      await db.close();
    };
    return shadow;
  }
}

export default defineConfig({
  experimental: { adapter: true },
  engine: "js",
  schema: "prisma/schema.prisma",
  migrations: { path: "prisma/migrations" },
  adapter: async () => new PrismaPgWithPgliteShadow(poolConfig(process.env.DATABASE_URL!)),
});
