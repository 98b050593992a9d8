import pg from 'pg';
import type { ChannelListener, Database, Queryable } from './database.ts';

/** the application_name of the connection that LISTENs for the other instances' changes */
export const LISTENER_NAME = 'legion-listener';

/** how long a dropped notification link waits before it connects again */
const RELISTEN_DELAY_MS = 1_000;

export async function openPostgres(url: string, schema?: string): Promise<Database> {
  const connection = {
    connectionString: url,
    // a test's own schema, created here so the first query already works in it
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  };
  const pool = new pg.Pool({ ...connection, max: 10 });
  if (schema) await pool.query(`create schema if not exists "${schema}"`);

  const listeners = new Map<string, Set<ChannelListener>>();
  const dispatch = (message: pg.Notification) => {
    for (const listener of listeners.get(message.channel) ?? []) {
      listener.notify(message.payload ?? '');
    }
  };
  /**
   * Every pooled connection LISTENs too: PostgreSQL hands a session its own notifications
   * before the answer to its COMMIT, so this instance forgets what it cached before its own
   * write resolves (read-your-writes). The dedicated connection below is for the others'.
   */
  const listening = new WeakMap<pg.PoolClient, Set<string>>();
  async function checkout(): Promise<pg.PoolClient> {
    const client = await pool.connect();
    let channels = listening.get(client);
    if (!channels) {
      channels = new Set();
      listening.set(client, channels);
      client.on('notification', dispatch);
    }
    try {
      for (const channel of listeners.keys()) {
        if (channels.has(channel)) continue;
        await client.query(`listen "${channel}"`);
        channels.add(channel);
      }
    } catch (error) {
      client.release(error instanceof Error ? error : true);
      throw error;
    }
    return client;
  }

  /**
   * The one long-lived connection that hears the other instances' writes (pooled connections
   * come and go with the load). When it drops, the listeners are told (`down`), and it
   * connects again after a second (`up`).
   */
  let link: pg.Client | undefined;
  let linking: Promise<void> | undefined;
  let closed = false;
  let retry: ReturnType<typeof setTimeout> | undefined;
  const everyListener = () => [...listeners.values()].flatMap((set) => [...set]);
  function connectLink(): Promise<void> {
    linking ??= (async () => {
      // named, so that an operator (or a test) can tell it from the pool's connections
      const client = new pg.Client({ ...connection, application_name: LISTENER_NAME });
      let lost = false;
      const drop = () => {
        if (lost) return;
        lost = true;
        if (link === client) link = undefined;
        client.end().catch(() => {});
        for (const listener of everyListener()) listener.down();
        if (!closed)
          retry = setTimeout(() => void connectLink().catch(() => {}), RELISTEN_DELAY_MS);
      };
      client.on('notification', dispatch);
      client.on('error', drop);
      client.on('end', drop);
      try {
        await client.connect();
        for (const channel of listeners.keys()) await client.query(`listen "${channel}"`);
      } catch (error) {
        drop();
        throw error;
      }
      link = client;
      for (const listener of everyListener()) listener.up();
    })().finally(() => {
      linking = undefined;
    });
    return linking;
  }

  async function query(sql: string, params?: unknown[]) {
    const client = await checkout();
    try {
      const result = await client.query(sql, params);
      return result.rows;
    } finally {
      client.release();
    }
  }

  async function inTransaction<T>(begin: string, work: (tx: Queryable) => Promise<T>): Promise<T> {
    const client = await checkout();
    try {
      await client.query(begin);
      const value = await work({
        async query(sql, params) {
          const result = await client.query(sql, params as unknown[] | undefined);
          return result.rows;
        },
        async exec(sql) {
          await client.query(sql);
        },
      });
      await client.query('commit');
      return value;
    } catch (error) {
      await client.query('rollback');
      throw error;
    } finally {
      client.release();
    }
  }

  return {
    kind: 'postgres',
    query,
    async exec(sql) {
      await query(sql);
    },
    transaction: (work) => inTransaction('begin', work),
    // repeatable read: every statement reads the snapshot the first one took (read committed,
    // the default, takes a new one per statement)
    snapshot: (work) => inTransaction('begin isolation level repeatable read read only', work),
    async listen(channel, listener) {
      if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`not a channel name: ${channel}`);
      const known = listeners.get(channel);
      if (known) known.add(listener);
      else listeners.set(channel, new Set([listener]));
      if (link) {
        if (!known) await link.query(`listen "${channel}"`);
        listener.up();
      } else {
        // `up` is called once the link is there (now, or after a retry)
        await connectLink().catch(() => {});
      }
    },
    async close() {
      closed = true;
      clearTimeout(retry);
      await linking?.catch(() => {});
      const client = link;
      link = undefined;
      client?.removeAllListeners('end');
      client?.removeAllListeners('error');
      client?.on('error', () => {});
      await client?.end().catch(() => {});
      await pool.end();
    },
  };
}
