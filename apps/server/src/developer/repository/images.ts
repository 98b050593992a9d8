/** The images developers upload (logos and covers): who uploaded which file, and how many. */
import type { ImageUpload } from '@legion/api';
import type { Queryable } from '../../db/database.ts';

export function imagesRepository(db: Queryable) {
  return {
    async countUploads(userId: string): Promise<number> {
      const [row] = await db.query<{ count: number }>(
        'select count(*)::int as count from uploads where user_id = $1::bigint',
        [userId],
      );
      return row?.count ?? 0;
    },

    async insertUpload(upload: {
      userId: string;
      fileName: string;
      type: ImageUpload['type'];
      bytes: number;
      at: Date;
    }) {
      await db.query(
        `insert into uploads (user_id, file_name, type, bytes, created_at)
         values ($1::bigint, $2, $3, $4, $5)`,
        [upload.userId, upload.fileName, upload.type, upload.bytes, upload.at],
      );
    },

    /** which of the file names `userId` uploaded */
    async uploadedBy(userId: string, fileNames: string[]): Promise<Set<string>> {
      if (fileNames.length === 0) return new Set();
      const rows = await db.query<{ file_name: string }>(
        'select file_name from uploads where user_id = $1::bigint and file_name = any($2::text[])',
        [userId, fileNames],
      );
      return new Set(rows.map((row) => row.file_name));
    },

    async findUpload(fileName: string) {
      const [row] = await db.query<{ type: ImageUpload['type'] }>(
        'select type from uploads where file_name = $1',
        [fileName],
      );
      return row ?? null;
    },

    /** takes the user's row lock: uploads of one user are counted one at a time */
    async lockUser(userId: string) {
      await db.query('select id from users where id = $1::bigint for update', [userId]);
    },
  };
}
