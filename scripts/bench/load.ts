import autocannon from "autocannon";

export interface LoadResult {
  requestsPerSec: number;
  latencyP50: number;
  latencyP99: number;
  errors: number;
}

/**
 * autocannon keeps each response's body as a string (`body += chunk`, in its request queue) for
 * checks the bench never asks for. A compressed body is not valid UTF-8, and decoding it took
 * some 80 % of the load generator's CPU in a profile (about 270 µs per 12.8 KB Brotli body): the
 * figures were then the load generator's, the same for any server. Each client drops the bodies.
 */
function dropBodies(client: autocannon.Client) {
  const queue = (client as unknown as { pipelinedRequests?: { addBody(data: Buffer): void } }).pipelinedRequests;
  if (!queue) throw new Error("autocannon's client has no request queue: the bench needs updating for this autocannon");
  queue.addBody = () => {};
}

/** A closed-loop load: `connections` clients, each sending its next request once answered. */
export async function load(url: string, headers: Record<string, string>, connections: number, seconds: number): Promise<LoadResult> {
  const r = await autocannon({ url, headers, connections, duration: seconds, pipelining: 1, setupClient: dropBodies });
  return {
    requestsPerSec: Math.round(r.requests.average),
    latencyP50: r.latency.p50,
    latencyP99: r.latency.p99,
    errors: r.errors + r.non2xx,
  };
}

/** The same load over several paths of one server, each client taking them in turn. */
export async function loadInTurns(base: string, paths: string[], headers: Record<string, string>, connections: number, seconds: number) {
  await autocannon({
    url: base,
    headers,
    connections,
    duration: seconds,
    pipelining: 1,
    requests: paths.map((path) => ({ path })),
    setupClient: dropBodies,
  });
}
