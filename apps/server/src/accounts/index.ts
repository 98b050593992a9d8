/**
 * What the accounts domain offers the others: finding a user, and adding one (the seeds),
 * without its repository.
 */
import type { Queryable } from '../db/database.ts';
import { accountsRepository, type NewUser } from './repository.ts';

/** the users as other domains see them, on this connection or transaction */
export function users(db: Queryable) {
  const repo = accountsRepository(db);
  return {
    findUserById: (id: string) => repo.findUserById(id),
    findUserByUsername: (username: string) => repo.findUserByUsername(username),
    findUserByMobile: (mobile: string) => repo.findUserByMobile(mobile),
    findUserByEmail: (email: string) => repo.findUserByEmail(email),
    insertUser: (user: NewUser) => repo.insertUser(user),
  };
}
