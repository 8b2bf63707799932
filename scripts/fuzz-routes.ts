// The fuzz over HTTP at any size (tests/api/support/http-fuzz.ts; tests/e2e/fuzz.spec.ts runs it CI-sized) against a
// running server (scripts/server.mjs: `npm start` or the e2e stack). Prints one JSON summary; exits 1 on any 5xx,
// request without an answer, refused-case answered below 400, or leaked stack trace / internal path.
//
//   NEXTAUTH_SECRET=<the server's> npx tsx scripts/fuzz-routes.ts --base=http://127.0.0.1:3000 [--runs=20000]
//     [--seed=20261123] [--concurrency=4] [--source=127.0.77.1]
import { parseArgs } from "node:util";
import { runHttpFuzz } from "../tests/api/support/http-fuzz";

const { values } = parseArgs({
  options: {
    base: { type: "string", default: "http://127.0.0.1:3000" },
    runs: { type: "string", default: "20000" },
    seed: { type: "string", default: "20261123" },
    concurrency: { type: "string", default: "4" },
    source: { type: "string" },
  },
});

runHttpFuzz({
  base: values.base,
  runs: Number(values.runs),
  seed: Number(values.seed),
  concurrency: Number(values.concurrency),
  secret: process.env.NEXTAUTH_SECRET,
  sourceAddress: values.source,
})
  .then(({ failures, ...summary }) => {
    console.log(JSON.stringify({ ...summary, firstFailures: failures.slice(0, 20) }, null, 2));
    process.exit(failures.length ? 1 : 0);
  })
  .catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
