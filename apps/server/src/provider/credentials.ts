import { randomBytes } from 'node:crypto';
import type { Queryable } from '../db/database.ts';
import { settingsRepository } from '../settings/repository.ts';

export interface ProviderCredentials {
  appId: string;
  secret: string;
}

/**
 * LEGION_PROVIDER_APP_ID and LEGION_PROVIDER_SECRET when set; otherwise generated at the
 * first start and kept in app_settings, so every instance on the database signs alike.
 */
export async function providerCredentials(
  db: Queryable,
  configured: { appId: string | undefined; secret: string | undefined },
): Promise<ProviderCredentials> {
  const settings = settingsRepository(db);
  const appId =
    configured.appId ??
    (await settings.getOrInsert('provider:app-id', `legion-${randomBytes(6).toString('hex')}`));
  const secret =
    configured.secret ??
    (await settings.getOrInsert('provider:secret', randomBytes(32).toString('base64url')));
  return { appId, secret };
}
