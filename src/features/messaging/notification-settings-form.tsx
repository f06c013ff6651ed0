import { useCallback } from 'react';
import { Form } from 'react-aria-components';
import {
  getNotificationSettings,
  type KindChannels,
  type NotificationSettings,
  notificationKinds,
  updateNotificationSettings,
} from '../../../core/contracts/messaging/notification-settings.contract.ts';
import type { NotificationKind } from '../../../core/domain/messaging.ts';
import { call } from '../../lib/http/http-client.ts';
import { useContractQuery } from '../../lib/http/use-contract-query.ts';
import type { TranslationKey } from '../../lib/i18n/en-gb.ts';
import { useT } from '../../lib/i18n/i18n.ts';
import { showSuccess } from '../../lib/notify/toast-service.ts';
import { FormFooter } from '../../ui/form-footer.tsx';
import { Page } from '../../ui/page.tsx';
import { PageLoading } from '../../ui/page-loading.tsx';
import { SwitchField } from '../../ui/switch-field.tsx';
import { useEntityForm } from '../forms/use-entity-form.ts';
import './message-centre.css';

type SettingsValues = Pick<NotificationSettings, 'isSmsAllowed' | 'isWebPushAllowed' | 'channels'>;

export const notificationKindKey = (kind: NotificationKind) => `NtfKind${kind}` as TranslationKey;

const noMessages = () => ({});

function SettingsForm({
  settings,
  onSaved,
}: {
  settings: NotificationSettings;
  onSaved: (s: NotificationSettings) => void;
}) {
  const t = useT();
  const form = useEntityForm<SettingsValues>({
    draftKey: 'notification-settings',
    initial: {
      isSmsAllowed: settings.isSmsAllowed,
      isWebPushAllowed: settings.isWebPushAllowed,
      channels: settings.channels,
    },
    validate: noMessages,
    context: 'notification settings',
    onSubmit: async (values) => {
      const saved = await call(updateNotificationSettings, {
        body: {
          isSmsAllowed: values.isSmsAllowed,
          // Society users have no push: what they send is ignored, so keep the server's value.
          isWebPushAllowed: settings.isWebPushAvailable ? values.isWebPushAllowed : settings.isWebPushAllowed,
          channels: values.channels,
        },
      });
      showSuccess(t('NtfSettingsSaved'));
      onSaved(saved);
    },
  });
  const { values } = form;

  const setChannel = (kind: NotificationKind, patch: Partial<KindChannels>) =>
    form.set({ channels: { ...values.channels, [kind]: { ...values.channels[kind], ...patch } } });

  const channelsOf = (kind: NotificationKind): KindChannels =>
    values.channels[kind] ?? { email: true, sms: false, webPush: false };

  return (
    <Form
      className="form"
      validationBehavior="aria"
      aria-label={t('NtfSettingsTitle')}
      onSubmit={form.submit}
    >
      <fieldset className="fieldset">
        <legend>{t('NtfChannels')}</legend>
        <SwitchField
          label={t('NtfSmsAllowed')}
          isSelected={values.isSmsAllowed}
          onChange={(isSmsAllowed) => form.set({ isSmsAllowed })}
          description={settings.hasVerifiedCellPhone ? undefined : t('NtfNoVerifiedPhone')}
        />
        {settings.isWebPushAvailable ? (
          <SwitchField
            label={t('NtfWebPushAllowed')}
            isSelected={values.isWebPushAllowed}
            onChange={(isWebPushAllowed) => form.set({ isWebPushAllowed })}
          />
        ) : null}
      </fieldset>
      <fieldset className="fieldset">
        <legend>{t('NtfPerKind')}</legend>
        {notificationKinds.map((kind) => {
          const channels = channelsOf(kind);
          const name = t(notificationKindKey(kind));
          return (
            <fieldset key={kind} className="notification-kind">
              <legend>{name}</legend>
              <div className="notification-kind-switches">
                <SwitchField
                  label={t('NtfEmail')}
                  isSelected={channels.email}
                  onChange={(email) => setChannel(kind, { email })}
                />
                <SwitchField
                  label={t('NtfSms')}
                  isSelected={channels.sms}
                  isDisabled={!values.isSmsAllowed}
                  onChange={(sms) => setChannel(kind, { sms })}
                />
                {settings.isWebPushAvailable ? (
                  <SwitchField
                    label={t('NtfWebPush')}
                    isSelected={channels.webPush}
                    isDisabled={!values.isWebPushAllowed}
                    onChange={(webPush) => setChannel(kind, { webPush })}
                  />
                ) : null}
              </div>
            </fieldset>
          );
        })}
      </fieldset>
      <FormFooter
        hasErrors={form.hasErrors}
        isSaving={form.isSaving}
        isDirty={form.isDirty}
        submitLabel={t('Save')}
      />
    </Form>
  );
}

/** Notification settings (business.md §2 notification-settings; platform.md §3): channels and, per kind, email / SMS / web push. */
export function NotificationSettingsView() {
  const t = useT();
  const query = useContractQuery(getNotificationSettings, {});
  const onSaved = useCallback(() => query.reload(), [query.reload]);
  return (
    <Page title={t('NtfSettingsTitle')}>
      {query.data ? <SettingsForm settings={query.data} onSaved={onSaved} /> : <PageLoading />}
    </Page>
  );
}
