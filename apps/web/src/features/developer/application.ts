/**
 * The developer application: the signed-in user's own, submitting it (or a resubmission that
 * answers a rejection), and signing the user in again as a developer once it is approved.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import {
  ApiError,
  type DeveloperApplication,
  type DeveloperApplicationInput,
  developerApplicationInputSchema,
} from '@legion/api';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSetAtom } from 'jotai';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { api } from '../../api.ts';
import { userRefreshedAtom } from '../../state/auth.ts';
import { useFormDraft } from '../../state/form-draft.ts';
import { storeUser } from '../../state/stored-auth.ts';

const QUERY_KEY = ['developer-application'];

const EMPTY: DeveloperApplicationInput = {
  developerName: '',
  mobile: '',
  email: '',
  companyName: '',
  industry: '',
  legalPersonName: '',
  idCardNumber: '',
  socialCreditCode: '',
  addressedPoints: [],
};

function pick(application: DeveloperApplication): DeveloperApplicationInput {
  const { developerName, mobile, email, companyName, industry, legalPersonName } = application;
  return {
    developerName,
    mobile,
    email,
    companyName,
    industry,
    legalPersonName,
    idCardNumber: application.idCardNumber,
    socialCreditCode: application.socialCreditCode,
    addressedPoints: [],
  };
}

/** the signed-in user's application (null before the first one), and storing a new answer */
export function useMyApplication() {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: QUERY_KEY,
    queryFn: () => api.call('myDeveloperApplication'),
  });
  const store = (next: DeveloperApplication) =>
    queryClient.setQueryData(QUERY_KEY, { application: next });
  return { query, store };
}

/** Once approved, the signed-in user is fetched again so the console opens at once. */
export function useRefreshUserWhenApproved(application: DeveloperApplication | null | undefined) {
  const refreshUser = useSetAtom(userRefreshedAtom);
  const approved = application?.status === 'approved';
  useEffect(() => {
    if (!approved) return;
    api.call('currentUser').then(
      (user) => {
        storeUser(user);
        refreshUser(user);
      },
      () => {},
    );
  }, [approved, refreshUser]);
}

/**
 * The application form, new or answering a rejection (`initial`), with its draft, the review
 * points ticked as fixed, and submitting it; the server's field messages land on their fields.
 */
export function useApplicationForm(
  initial: DeveloperApplication | undefined,
  onSubmitted: (application: DeveloperApplication) => void,
) {
  const [addressed, setAddressed] = useState<string[]>([]);
  const form = useForm<DeveloperApplicationInput>({
    resolver: zodResolver(developerApplicationInputSchema),
    mode: 'onTouched',
    defaultValues: initial ? { ...EMPTY, ...pick(initial) } : EMPTY,
  });
  // a resubmission's draft belongs to the rejected application it answers
  const discardDraft = useFormDraft(
    form,
    initial ? `developer-application:${initial.id}` : 'developer-application',
  );
  const submit = useMutation({
    mutationFn: (values: DeveloperApplicationInput) =>
      api.call('submitDeveloperApplication', { ...values, addressedPoints: addressed }),
    onSuccess: (application) => {
      discardDraft();
      onSubmitted(application);
    },
    onError: (error) => {
      if (error instanceof ApiError && error.fields) {
        for (const [name, text] of Object.entries(error.fields)) {
          if (name in EMPTY)
            form.setError(name as keyof DeveloperApplicationInput, { message: text });
        }
      }
    },
  });
  const toggleAddressed = (id: string, done: boolean) =>
    setAddressed((current) => (done ? [...current, id] : current.filter((entry) => entry !== id)));
  return { form, submit, addressed, toggleAddressed };
}
