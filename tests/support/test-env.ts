import { randomBytes } from "node:crypto";

// The app has no built-in session secret (env.ts): tests get a random one per run unless one is given.
process.env.NEXTAUTH_SECRET ??= randomBytes(32).toString("base64url");
