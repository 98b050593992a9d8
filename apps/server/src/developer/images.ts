/**
 * Images developers upload for their agents (logos, covers): sniffed from their first bytes,
 * never trusted by their declared type or name; stored under a random name at the top of the
 * file store (the uploads folder, or the bucket), recorded with their uploader, and served with their recorded type. An agent's image
 * fields take only the caller's own uploads, so nobody can point an agent at someone else's.
 */
import { randomBytes } from 'node:crypto';
import { IMAGE_UPLOAD, type ImageUpload } from '@legion/api';
import type { UserRow } from '../accounts/repository.ts';
import type { Database } from '../db/database.ts';
import type { FileStore } from '../files/store.ts';
import { ApiError } from '../http/errors.ts';
import { imagesRepository } from './repository/images.ts';
import { teamRepository } from './repository/team.ts';

export const UPLOADS_PATH = '/media/uploads';
export const MAX_UPLOADS_PER_USER = 200;
/** room for the multipart envelope around a file of the largest size */
export const UPLOAD_BODY_LIMIT = IMAGE_UPLOAD.maxBytes + 64 * 1024;

export const IMAGE_TOO_LARGE = 'The image is larger than 2 MB';
export const TOO_MANY_FILES = 'Choose at most 1 image at a time';
export const NOT_AN_IMAGE = 'Only PNG, JPEG, WebP or GIF images can be uploaded';
export const NO_IMAGE = 'Please choose an image';
export const UPLOAD_QUOTA_REACHED = `You have reached the limit of ${MAX_UPLOADS_PER_USER} uploaded images`;

type ImageType = ImageUpload['type'];

const EXTENSIONS: Record<ImageType, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/gif': 'gif',
};

/** the names the server gives: 32 random hex digits and the extension of the sniffed type */
const FILE_NAME = /^[0-9a-f]{32}\.(?:png|jpg|webp|gif)$/;

const startsWith = (bytes: Uint8Array, prefix: readonly number[], at = 0) =>
  bytes.length >= at + prefix.length && prefix.every((value, index) => bytes[at + index] === value);

const ascii = (text: string) => Array.from(text, (ch) => ch.charCodeAt(0));

/** The type by the file's signature; null for anything else (SVG, text, HTML …). */
export function sniffImageType(bytes: Uint8Array): ImageType | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'image/gif';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp';
  return null;
}

/** the file name of an upload URL (`/media/uploads/<file>`), else null */
export function uploadFileName(url: string): string | null {
  const prefix = `${UPLOADS_PATH}/`;
  if (!url.startsWith(prefix)) return null;
  const name = url.slice(prefix.length);
  return FILE_NAME.test(name) ? name : null;
}

export interface ImagesOptions {
  db: Database;
  now: () => number;
  /** where the files are kept, keyed by their file names */
  files: FileStore;
}

export function imagesService({ db, now, files }: ImagesOptions) {
  const repo = imagesRepository(db);

  return {
    /** developers and admins, and anyone who manages agents as a member of a team */
    async mayUpload(user: UserRow): Promise<boolean> {
      if (user.role === 'developer' || user.role === 'admin') return true;
      return teamRepository(db).isTeamMember(user.id);
    },

    /** checks and stores one uploaded file; the caller has checked who may upload */
    async store(user: UserRow, file: File): Promise<ImageUpload> {
      if (file.size > IMAGE_UPLOAD.maxBytes) throw new ApiError(413, IMAGE_TOO_LARGE);
      const bytes = new Uint8Array(await file.arrayBuffer());
      const type = sniffImageType(bytes);
      if (!type || bytes.length === 0) throw new ApiError(400, NOT_AN_IMAGE);
      const fileName = `${randomBytes(16).toString('hex')}.${EXTENSIONS[type]}`;
      try {
        await db.transaction(async (tx) => {
          const txRepo = imagesRepository(tx);
          // one user's uploads are counted one at a time, so the limit holds under concurrency
          await txRepo.lockUser(user.id);
          if ((await txRepo.countUploads(user.id)) >= MAX_UPLOADS_PER_USER) {
            throw new ApiError(409, UPLOAD_QUOTA_REACHED);
          }
          await files.put(fileName, bytes, type);
          await txRepo.insertUpload({
            userId: user.id,
            fileName,
            type,
            bytes: bytes.length,
            at: new Date(now()),
          });
        });
      } catch (error) {
        await files.delete(fileName).catch(() => {});
        throw error;
      }
      return { url: `${UPLOADS_PATH}/${fileName}`, bytes: bytes.length, type };
    },

    /**
     * an uploaded file and its recorded type; null for any name the server did not give, or
     * whose file is gone; a store that fails throws (a 500, not a 404 a cache would keep)
     */
    async read(fileName: string): Promise<{ type: ImageType; body: Uint8Array } | null> {
      if (!FILE_NAME.test(fileName)) return null;
      const upload = await repo.findUpload(fileName);
      if (!upload) return null;
      const body = await files.get(fileName);
      return body ? { type: upload.type, body } : null;
    },
  };
}

export type ImagesService = ReturnType<typeof imagesService>;
