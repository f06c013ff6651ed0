/**
 * Hub benchmark (issue 14): how many concurrent hub connections one node holds, how fast an event
 * to all of them arrives, and what a connection costs in memory; then the same with two nodes
 * through Redis pub/sub (half the connections on each, the event raised on one).
 *
 *   npx tsx bench/hubs/run.ts [--connections 5000] [--rounds 10] [--only single|redis]
 *
 * Clients are raw WebSockets speaking the SignalR JSON protocol exactly as @microsoft/signalr does
 * (negotiate, handshake, pings every 15 s), in this process; each node is a child process running
 * the real app (bench/hubs/node.ts). Latency is the time from the node's send to a client's
 * receipt, on the same machine clock. Two nodes need one database: PostgreSQL (BENCH_DATABASE_URL,
 * default the local server) and Redis (BENCH_REDIS_URL, default the local server).
 * Not a test: nothing fails on time. Figures in bench/README.md.
 */
import { type ChildProcess, fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import pg from 'pg';
import WebSocket from 'ws';

const args = process.argv.slice(2);
const option = (name: string, fallback: string) => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 && args[at + 1] ? args[at + 1]! : fallback;
};
const connections = Number(option('connections', '5000'));
const rounds = Number(option('rounds', '10'));
const only = option('only', 'all');
const pgUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const redisUrl = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
const RS = '\x1e';

type Node = { child: ChildProcess; port: number; ask<T>(message: object, answer: string): Promise<T> };

async function startNode(port: number, env: Record<string, string>): Promise<Node> {
  const child = fork(path.join(import.meta.dirname, 'node.ts'), [], {
    execArgv: ['--import', 'tsx', '--expose-gc'],
    env: { ...process.env, BENCH_PORT: String(port), ...env },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const waiting = new Map<string, (value: unknown) => void>();
  child.on('message', (message: { op: string }) => {
    const resolve = waiting.get(message.op);
    waiting.delete(message.op);
    resolve?.(message);
  });
  const ask = <T>(message: object, answer: string) =>
    new Promise<T>((resolve) => {
      waiting.set(answer, resolve as (value: unknown) => void);
      child.send(message);
    });
  await new Promise<void>((resolve, reject) => {
    waiting.set('ready', () => resolve());
    child.once('exit', (code) => reject(new Error(`node exited with ${code}`)));
  });
  return { child, port, ask };
}

type Client = { socket: WebSocket; latencies: Map<number, number> };

/** One connection, as the official client makes it: negotiate, WebSocket, handshake. */
async function connect(port: number, token: string): Promise<Client> {
  const base = `http://127.0.0.1:${port}/hubs/NotificationHub`;
  const negotiate = await fetch(`${base}/negotiate?negotiateVersion=1`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'x-requested-with': 'XMLHttpRequest' },
  });
  if (negotiate.status !== 200) throw new Error(`negotiate ${negotiate.status} ${await negotiate.text()}`);
  const { connectionToken } = (await negotiate.json()) as { connectionToken: string };
  const url = `${base.replace('http', 'ws')}?id=${encodeURIComponent(connectionToken)}&access_token=${encodeURIComponent(token)}`;
  const socket = new WebSocket(url);
  const client: Client = { socket, latencies: new Map() };
  let buffer = '';
  let handshaken: () => void = () => {};
  const ready = new Promise<void>((resolve) => {
    handshaken = resolve;
  });
  socket.on('message', (data) => {
    const now = Date.now();
    buffer += data.toString();
    let end = buffer.indexOf(RS);
    while (end >= 0) {
      const record = buffer.slice(0, end);
      buffer = buffer.slice(end + 1);
      end = buffer.indexOf(RS);
      const message = JSON.parse(record) as {
        type?: number;
        target?: string;
        args?: unknown;
        arguments?: [{ round: number; sentAt: number }];
      };
      if (message.type === undefined) handshaken();
      else if (message.type === 1 && message.target === 'NewBroadcastMessage' && message.arguments?.[0]) {
        client.latencies.set(message.arguments[0].round, now - message.arguments[0].sentAt);
      }
    }
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  socket.send(`${JSON.stringify({ protocol: 'json', version: 1 })}${RS}`);
  await ready;
  return client;
}

async function connectAll(
  nodes: Node[],
  tokens: string[],
  count: number,
  clients: Client[],
): Promise<Client[]> {
  const batch = 50;
  for (let i = 0; i < count; i += batch) {
    const size = Math.min(batch, count - i);
    const made = await Promise.all(
      Array.from({ length: size }, (_, k) => {
        const n = (i + k) % nodes.length;
        return connect(nodes[n]!.port, tokens[n]!);
      }),
    );
    clients.push(...made);
  }
  return clients;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

async function measure(name: string, nodes: Node[]): Promise<void> {
  const tokens: string[] = [];
  for (const node of nodes) tokens.push((await node.ask<{ token: string }>({ op: 'token' }, 'token')).token);
  const before = await Promise.all(
    nodes.map((node) => node.ask<NodeJS.MemoryUsage>({ op: 'memory' }, 'memory')),
  );
  const started = Date.now();
  const clients: Client[] = [];
  // Keep-alive as the official client does: a ping after 15 s without sending (from the first
  // connection on: opening 5,000 can take longer than the server's 30 s client timeout).
  const pinger = setInterval(() => {
    for (const client of clients) client.socket.send(`{"type":6}${RS}`);
  }, 10_000);
  await connectAll(nodes, tokens, connections, clients);
  const connectSeconds = (Date.now() - started) / 1000;
  await new Promise((resolve) => setTimeout(resolve, 2000));
  const after = await Promise.all(
    nodes.map((node) => node.ask<NodeJS.MemoryUsage>({ op: 'memory' }, 'memory')),
  );

  const latencies: number[] = [];
  let missing = 0;
  for (let round = 1; round <= rounds; round += 1) {
    await nodes[0]!.ask({ op: 'send', round }, 'sent');
    const deadline = Date.now() + 10_000;
    while (Date.now() < deadline && clients.some((client) => !client.latencies.has(round))) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    for (const client of clients) {
      const latency = client.latencies.get(round);
      if (latency === undefined) missing += 1;
      else latencies.push(latency);
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  clearInterval(pinger);
  latencies.sort((a, b) => a - b);
  const rss = after.map((m, i) => m.rss - before[i]!.rss).reduce((a, b) => a + b, 0);
  const heap = after.map((m, i) => m.heapUsed - before[i]!.heapUsed).reduce((a, b) => a + b, 0);
  console.log(`\n## ${name}`);
  console.log(
    `connections: ${clients.length} on ${nodes.length} node(s), opened in ${connectSeconds.toFixed(1)} s`,
  );
  console.log(
    `event to all, ${rounds} rounds: p50 ${percentile(latencies, 50)} ms, p99 ${percentile(latencies, 99)} ms, max ${latencies.at(-1)} ms; not received: ${missing}`,
  );
  console.log(
    `memory per connection (server side, all nodes): RSS ${(rss / clients.length / 1024).toFixed(1)} KiB, heap ${(heap / clients.length / 1024).toFixed(1)} KiB`,
  );
  for (const client of clients) client.socket.terminate();
}

async function withDatabase<T>(run: (url: string) => Promise<T>): Promise<T> {
  const name = `matchline_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: pgUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  const url = new URL(pgUrl);
  url.pathname = `/${name}`;
  try {
    return await run(url.toString());
  } finally {
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.end();
  }
}

async function stop(nodes: Node[]): Promise<void> {
  await Promise.all(
    nodes.map(
      (node) =>
        new Promise<void>((resolve) => {
          node.child.once('exit', () => resolve());
          node.child.send({ op: 'stop' });
        }),
    ),
  );
}

if (only === 'all' || only === 'single') {
  const node = await startNode(18_601, { BENCH_PREPARE: '1' });
  await measure('one node (PGlite, no Redis)', [node]);
  await stop([node]);
}
if (only === 'all' || only === 'redis') {
  await withDatabase(async (url) => {
    const first = await startNode(18_602, {
      BENCH_PREPARE: '1',
      BENCH_DATABASE_URL: url,
      BENCH_REDIS_URL: redisUrl,
    });
    const second = await startNode(18_603, { BENCH_DATABASE_URL: url, BENCH_REDIS_URL: redisUrl });
    await measure('two nodes through Redis (PostgreSQL), the event raised on the first', [first, second]);
    await stop([first, second]);
  });
}
