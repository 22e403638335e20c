// A bare node:http server answering every request with one file's bytes: the ceiling the store is
// compared with. Runs as its own process, as the store does, so both get a core of their own.
import fs from "node:fs";
import http from "node:http";

const [file, headersJson] = process.argv.slice(2);
const body = fs.readFileSync(file);
const headers = { ...JSON.parse(headersJson), "content-length": body.length };
const server = http.createServer((_req, res) => {
  res.writeHead(200, headers);
  res.end(body);
});
server.listen(0, "127.0.0.1", () => process.stdout.write(`${server.address().port}\n`));
process.on("SIGTERM", () => server.close(() => process.exit(0)));
