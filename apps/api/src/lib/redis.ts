import net from 'node:net';
import tls from 'node:tls';

/** A reply as Redis sends it (RESP2): status and bulk strings, integers, nulls and arrays of them. */
export type RedisReply = string | number | null | RedisReply[];

/** An error reply from Redis (`-ERR ...`, `-NOSCRIPT ...`): the server answered, the command failed. */
export class RedisReplyError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RedisReplyError';
  }
}

export interface RedisClient {
  /** Send one command; rejects on an error reply, a lost connection or after the time-out. */
  command(args: (string | number)[]): Promise<RedisReply>;
  close(): Promise<void>;
}

export interface RedisOptions {
  /** How long a command (connecting included) may take before it fails; default 1000 ms. */
  timeoutMs?: number;
}

interface Pending {
  resolve: (reply: RedisReply) => void;
  reject: (err: Error) => void;
}

const CRLF = Buffer.from('\r\n');

/** One command in the protocol's request form: an array of bulk strings. */
export function encodeCommand(args: (string | number)[]): Buffer {
  const parts: Buffer[] = [Buffer.from(`*${args.length}\r\n`)];
  for (const arg of args) {
    const bytes = Buffer.from(String(arg));
    parts.push(Buffer.from(`$${bytes.length}\r\n`), bytes, CRLF);
  }
  return Buffer.concat(parts);
}

type Parsed = { value: RedisReply | RedisReplyError; next: number };

/** Read one reply starting at `at`; undefined while the buffer holds only part of it. */
export function parseReply(buf: Buffer, at = 0): Parsed | undefined {
  const eol = buf.indexOf(CRLF, at);
  if (eol < 0) return undefined;
  const kind = String.fromCharCode(buf[at]!);
  const line = buf.toString('utf8', at + 1, eol);
  const after = eol + 2;
  switch (kind) {
    case '+':
      return { value: line, next: after };
    case '-':
      return { value: new RedisReplyError(line), next: after };
    case ':':
      return { value: Number(line), next: after };
    case '$': {
      const length = Number(line);
      if (length < 0) return { value: null, next: after };
      if (buf.length < after + length + 2) return undefined;
      return { value: buf.toString('utf8', after, after + length), next: after + length + 2 };
    }
    case '*': {
      const count = Number(line);
      if (count < 0) return { value: null, next: after };
      const items: RedisReply[] = [];
      let next = after;
      for (let i = 0; i < count; i++) {
        const item = parseReply(buf, next);
        if (!item) return undefined;
        // An error nested in an array (a failed command inside a script's answer) fails the whole reply.
        if (item.value instanceof RedisReplyError) return { value: item.value, next: item.next };
        items.push(item.value);
        next = item.next;
      }
      return { value: items, next };
    }
    default:
      throw new Error(`unexpected Redis reply type ${JSON.stringify(kind)}`);
  }
}

/**
 * A small Redis client over one connection (RESP2, commands answered in order), enough for shared
 * counters. It connects on the first command and again after a loss; a command that cannot be sent
 * or answered within the time-out fails at once instead of waiting, so callers can fall back.
 * `redis://[user:password@]host[:port][/db]`, or `rediss://` for TLS.
 */
export function createRedisClient(url: string, options: RedisOptions = {}): RedisClient {
  const target = new URL(url);
  if (target.protocol !== 'redis:' && target.protocol !== 'rediss:')
    throw new Error('REDIS_URL must start with redis://');
  const host = target.hostname.replace(/^\[|\]$/g, '') || '127.0.0.1';
  const port = Number(target.port || 6379);
  const username = decodeURIComponent(target.username);
  const password = decodeURIComponent(target.password);
  const db = Number(target.pathname.slice(1) || 0);
  const timeoutMs = options.timeoutMs ?? 1000;

  let socket: net.Socket | null = null;
  let ready: Promise<net.Socket> | null = null;
  let closed = false;
  let buffer: Buffer = Buffer.alloc(0);
  const pending: Pending[] = [];

  function drop(sock: net.Socket, err: Error) {
    if (socket !== sock) return;
    socket = null;
    ready = null;
    buffer = Buffer.alloc(0);
    sock.destroy();
    for (const p of pending.splice(0)) p.reject(err);
  }

  function onData(sock: net.Socket, chunk: Buffer) {
    buffer = buffer.length === 0 ? chunk : Buffer.concat([buffer, chunk]);
    let at = 0;
    try {
      for (;;) {
        const parsed = parseReply(buffer, at);
        if (!parsed) break;
        at = parsed.next;
        const p = pending.shift();
        if (!p) continue;
        if (parsed.value instanceof RedisReplyError) p.reject(parsed.value);
        else p.resolve(parsed.value);
      }
    } catch (err) {
      drop(sock, err as Error);
      return;
    }
    buffer = buffer.subarray(at);
  }

  function write(sock: net.Socket, args: (string | number)[]) {
    return new Promise<RedisReply>((resolve, reject) => {
      pending.push({ resolve, reject });
      sock.write(encodeCommand(args));
    });
  }

  function connect(): Promise<net.Socket> {
    ready ??= new Promise<net.Socket>((resolve, reject) => {
      const sock =
        target.protocol === 'rediss:'
          ? tls.connect({ host, port, servername: net.isIP(host) ? undefined : host })
          : net.createConnection({ host, port });
      socket = sock;
      sock.setNoDelay(true);
      sock.on('data', (chunk: Buffer) => onData(sock, chunk));
      sock.on('error', (err) => {
        drop(sock, err);
        reject(err);
      });
      sock.on('close', () => {
        const err = new Error('Redis connection closed');
        drop(sock, err);
        reject(err);
      });
      sock.once(target.protocol === 'rediss:' ? 'secureConnect' : 'connect', () => {
        void (async () => {
          if (password) await write(sock, username ? ['AUTH', username, password] : ['AUTH', password]);
          if (db) await write(sock, ['SELECT', db]);
          resolve(sock);
        })().catch((err: Error) => {
          drop(sock, err);
          reject(err);
        });
      });
    });
    return ready;
  }

  return {
    async command(args) {
      if (closed) throw new Error('Redis client closed');
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => {
          const err = new Error(`Redis did not answer within ${timeoutMs} ms`);
          // Replies come in order: one that never came leaves the connection unusable.
          if (socket) drop(socket, err);
          reject(err);
        }, timeoutMs);
      });
      try {
        return await Promise.race([connect().then((s) => write(s, args)), timeout]);
      } finally {
        clearTimeout(timer);
      }
    },
    async close() {
      closed = true;
      const sock = socket;
      if (!sock) return;
      await Promise.race([write(sock, ['QUIT']).catch(() => null), new Promise((r) => setTimeout(r, 200))]);
      drop(sock, new Error('Redis client closed'));
    },
  };
}
