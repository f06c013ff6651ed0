import { useCallback } from 'react';
import { Form } from 'react-aria-components';
import { useLocation, useParams } from 'wouter';
import {
  getSocietyProfile,
  type SocietyProfile,
  updateSocietyProfile,
} from '../../../core/contracts/societies/society.contract.ts';
import { translateFields, useEntityForm } from '../../features/forms/use-entity-form.ts';
import { useSocietyContextStore } from '../../features/society-context/society-context-store.ts';
import { call } from '../../lib/http/http-client.ts';
import { useContractQuery } from '../../lib/http/use-contract-query.ts';
import type { TranslationKey } from '../../lib/i18n/en-gb.ts';
import { useT } from '../../lib/i18n/i18n.ts';
import { showSuccess } from '../../lib/notify/toast-service.ts';
import { Button } from '../../ui/button.tsx';
import { DetailsList } from '../../ui/details-list.tsx';
import { Link } from '../../ui/link.tsx';
import { Page } from '../../ui/page.tsx';
import { PageLoading } from '../../ui/page-loading.tsx';
import { TextField } from '../../ui/text-field.tsx';

type NameValues = { firstName: string; lastName: string };
const NAME_MAX = 100;

/** The rules the server applies (society.contract.ts), with the same messages. */
export function validateName(values: NameValues): Partial<Record<keyof NameValues, TranslationKey>> {
  const check = (value: string, required: TranslationKey): TranslationKey | undefined =>
    value.trim() === ''
      ? required
      : value.trim().length > NAME_MAX
        ? 'ExceededNumberOfCharacters'
        : undefined;
  const errors: Partial<Record<keyof NameValues, TranslationKey>> = {};
  const first = check(values.firstName, 'FirstNameIsRequired');
  const last = check(values.lastName, 'LastNameIsRequired');
  if (first) errors.firstName = first;
  if (last) errors.lastName = last;
  return errors;
}

export function ProfileForm({
  profile,
  onSaved,
}: {
  profile: SocietyProfile;
  onSaved: (p: SocietyProfile) => void;
}) {
  const t = useT();
  const validate = useCallback((values: NameValues) => translateFields(t, validateName(values)), [t]);
  // The draft keeps a half-typed name across a reload; a failed save keeps it too.
  const form = useEntityForm<NameValues>({
    draftKey: 'society-profile',
    initial: { firstName: profile.firstName, lastName: profile.lastName },
    validate,
    onSubmit: async (values) => {
      const saved = await call(updateSocietyProfile, {
        body: { firstName: values.firstName.trim(), lastName: values.lastName.trim() },
      });
      showSuccess(t('SocietyProfileSaved'));
      onSaved(saved);
    },
    context: 'society profile',
    messagesOn: 'submit',
  });
  const { values, errorOf } = form;
  const change = (name: keyof NameValues) => (value: string) => form.set({ [name]: value });

  return (
    <Form
      className="form"
      validationBehavior="aria"
      aria-label={t('SocietyEditProfile')}
      onSubmit={form.submit}
    >
      <div className="form-grid">
        <TextField
          label={t('SocietyFirstName')}
          autoComplete="given-name"
          isRequired
          value={values.firstName}
          onChange={change('firstName')}
          errorMessage={errorOf('firstName')}
        />
        <TextField
          label={t('SocietyLastName')}
          autoComplete="family-name"
          isRequired
          value={values.lastName}
          onChange={change('lastName')}
          errorMessage={errorOf('lastName')}
        />
      </div>
      <div className="button-row">
        <Button type="submit" isPending={form.isSaving}>
          {t('SocietySave')}
        </Button>
        <Link href="/society-user/profile">{t('Cancel')}</Link>
      </div>
    </Form>
  );
}

/** The society user's own name and email; `/profile/edit` changes the name. */
export function SocietyProfilePage() {
  const t = useT();
  const { action } = useParams<{ action?: string }>();
  const [, navigate] = useLocation();
  const profile = useContractQuery(getSocietyProfile, {});
  const reloadContext = useSocietyContextStore((s) => s.load);
  const data = profile.data;
  return (
    <Page title={t('SocietyProfileTitle')}>
      {!data ? (
        profile.isLoading ? (
          <PageLoading />
        ) : null
      ) : action === 'edit' ? (
        <ProfileForm
          profile={data}
          onSaved={() => {
            profile.reload();
            // The header shows the full name from the context.
            void reloadContext({ force: true }).catch(() => undefined);
            navigate('/society-user/profile');
          }}
        />
      ) : (
        <div className="stack">
          <DetailsList
            rows={[
              ['SocietyFirstName', data.firstName || '—'],
              ['SocietyLastName', data.lastName || '—'],
              ['EmailLabel', data.email],
            ]}
          />
          <div>
            <Link variant="button" href="/society-user/profile/edit">
              {t('SocietyEditProfile')}
            </Link>
          </div>
        </div>
      )}
    </Page>
  );
}
