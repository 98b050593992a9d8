import type { Queryable } from '../db/database.ts';

/** app_settings: what the platform keeps about itself (seed markers, generated credentials). */
export function settingsRepository(db: Queryable) {
  return {
    async get(key: string): Promise<string | undefined> {
      const [row] = await db.query<{ value: string }>(
        'select value from app_settings where key = $1',
        [key],
      );
      return row?.value;
    },
    /**
     * Stores the value unless the key already has one; answers whichever value is stored,
     * so that two instances starting at once agree.
     */
    async getOrInsert(key: string, value: string): Promise<string> {
      await db.query(
        'insert into app_settings (key, value) values ($1, $2) on conflict (key) do nothing',
        [key, value],
      );
      return (await this.get(key)) ?? value;
    },
    /** true when this call stored it, false when the key already existed */
    async claim(key: string, value: string): Promise<boolean> {
      const rows = await db.query(
        `insert into app_settings (key, value) values ($1, $2)
         on conflict (key) do nothing returning key`,
        [key, value],
      );
      return rows.length === 1;
    },
  };
}
