import pg from 'pg';
import type { Database } from './database.ts';

export async function openPostgres(url: string, schema?: string): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    // a test's own schema, created here so the first query already works in it
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
  if (schema) await pool.query(`create schema if not exists "${schema}"`);
  return {
    kind: 'postgres',
    async query(sql, params) {
      const result = await pool.query(sql, params as unknown[] | undefined);
      return result.rows;
    },
    async exec(sql) {
      await pool.query(sql);
    },
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query('begin');
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
    },
    async close() {
      await pool.end();
    },
  };
}
