// A stand-in for the product's server's worker (src/server/server-processes.test.ts): answers
// "<worker id> <pid>" on FIXTURE_PORT, dies with code 3 on /die after answering "dying <pid>", stops cleanly on
// SIGTERM; with FIXTURE_FAIL_START=true it exits with code 7 before it listens, as a broken build would.
import cluster from "node:cluster";
import { createServer } from "node:http";

if (process.env.FIXTURE_FAIL_START === "true") process.exit(7);

const server = createServer((request, response) => {
  response.setHeader("connection", "close");
  if (request.url === "/die") {
    response.end(`dying ${process.pid}`, () => process.exit(3));
    return;
  }
  response.end(`${cluster.worker?.id} ${process.pid}`);
});
server.listen(Number(process.env.FIXTURE_PORT), "127.0.0.1");
process.on("SIGTERM", () => {
  server.close(() => process.exit(0));
  server.closeAllConnections();
});
