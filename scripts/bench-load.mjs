// Latency under load, for the benchmark scripts: `connections` clients each send one request
// after another for `seconds`, over keep-alive sockets, and the latencies of all answers give
// the percentiles. A non-200 answer or an envelope with a non-zero code counts as an error.
import http from 'node:http';

export const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
export const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/**
 * @param {string} base the server's origin
 * @param {{method: string, pathName: string, body?: object, bodyOf?: (n: number) => object,
 *   token?: string, headers?: Record<string, string>}} call `bodyOf` gives each request its own
 *   body (a call that moves value takes a fresh request number each time)
 */
export const measureLoad = (base, call, { seconds = 10, connections = 10 } = {}) =>
  new Promise((resolve) => {
    const { method, pathName, body, bodyOf, token, headers = {} } = call;
    const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
    const latencies = [];
    const deadline = Date.now() + seconds * 1000;
    let errors = 0;
    let firstError;
    const fixed = body ? JSON.stringify(body) : undefined;
    let sent = 0;
    const one = () =>
      new Promise((done) => {
        const payload = bodyOf ? JSON.stringify(bodyOf(sent++)) : fixed;
        const t0 = process.hrtime.bigint();
        const req = http.request(
          `${base}${pathName}`,
          {
            method,
            agent,
            headers: {
              ...(payload ? { 'content-type': 'application/json' } : {}),
              ...(token ? { authorization: `Bearer ${token}` } : {}),
              ...headers,
            },
          },
          (res) => {
            const chunks = [];
            res.on('data', (chunk) => chunks.push(chunk));
            res.on('end', () => {
              latencies.push(Number(process.hrtime.bigint() - t0) / 1e6);
              const text = Buffer.concat(chunks).toString();
              const enveloped = text.startsWith('{"code":');
              if (res.statusCode !== 200 || (enveloped && !text.startsWith('{"code":0'))) {
                errors++;
                firstError ??= `${res.statusCode} ${text.slice(0, 200)}`;
              }
              done();
            });
          },
        );
        req.on('error', (error) => {
          errors++;
          firstError ??= error.message;
          done();
        });
        req.end(payload);
      });
    const worker = async () => {
      while (Date.now() < deadline) await one();
    };
    Promise.all(Array.from({ length: connections }, worker)).then(() => {
      agent.destroy();
      const sorted = latencies.sort((a, b) => a - b);
      resolve({
        requests: sorted.length,
        rps: Math.round(sorted.length / seconds),
        p50: percentile(sorted, 50),
        p99: percentile(sorted, 99),
        errors,
        firstError,
      });
    });
  });
