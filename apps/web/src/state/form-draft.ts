/**
 * Drafts of forms: what a person typed stays in session storage, keyed by form, until the
 * form is submitted or cancelled. A 401 signs the person out and takes the page (and its form)
 * away behind the login dialog; after signing in again the form comes back with its
 * text. A draft belongs to the account that typed it: another account signing in on the same
 * tab does not get it. Session storage ends with the tab.
 */
import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useRef } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { currentUserAtom } from './auth.ts';

export const DRAFT_PREFIX = 'legion:draft:';

interface StoredDraft {
  /** the account that typed it; null for a form anyone may fill in (the home page's feedback) */
  owner: string | null;
  values: unknown;
}

function session(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

export function saveDraft(key: string, owner: string | null, values: unknown) {
  try {
    session()?.setItem(DRAFT_PREFIX + key, JSON.stringify({ owner, values } satisfies StoredDraft));
  } catch {
    // a full or refused storage keeps no draft; the form itself still works
  }
}

export function clearDraft(key: string) {
  session()?.removeItem(DRAFT_PREFIX + key);
}

/** The draft of `key` typed by `owner` (null: by anyone); someone else's is dropped. */
export function readDraft<T>(key: string, owner: string | null): Partial<T> | null {
  const raw = session()?.getItem(DRAFT_PREFIX + key);
  if (!raw) return null;
  try {
    const draft = JSON.parse(raw) as StoredDraft;
    if (owner !== null && draft.owner !== owner) {
      clearDraft(key);
      return null;
    }
    return draft.values && typeof draft.values === 'object' ? (draft.values as Partial<T>) : null;
  } catch {
    clearDraft(key);
    return null;
  }
}

/** the values a draft keeps: all but the secret fields, which are never stored */
export function withoutSecrets(values: object, secret: readonly string[]): Record<string, unknown> {
  const kept: Record<string, unknown> = { ...values };
  for (const name of secret) delete kept[name];
  return kept;
}

/**
 * Keeps the form's values as the draft `key` while they differ from its defaults, and puts a
 * draft back when the form mounts. Returns `discard`, to call once the form is submitted or
 * cancelled. `shared` is for a form that needs no session (anyone's draft comes back).
 */
export function useFormDraft<T extends FieldValues>(
  form: UseFormReturn<T>,
  key: string,
  {
    shared = false,
    secret = [],
  }: {
    shared?: boolean;
    /** fields never written to storage (an API key): typed again after a reload */
    secret?: (keyof T & string)[];
  } = {},
) {
  const userId = useAtomValue(currentUserAtom)?.id ?? null;
  const owner = shared ? null : userId;
  const ownerRef = useRef(owner);
  ownerRef.current = owner;
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per form and key, on purpose
  useEffect(() => {
    const draft = readDraft<T>(key, ownerRef.current);
    if (draft) {
      form.reset({ ...form.formState.defaultValues, ...draft } as T, { keepDefaultValues: true });
    }
    const { unsubscribe } = form.watch((values) => {
      const kept = withoutSecrets(values, secret);
      const same =
        JSON.stringify(kept) ===
        JSON.stringify(withoutSecrets(form.formState.defaultValues ?? {}, secret));
      if (same) clearDraft(key);
      else saveDraft(key, ownerRef.current, kept);
    });
    return unsubscribe;
  }, [key]);
  return useCallback(() => clearDraft(key), [key]);
}
