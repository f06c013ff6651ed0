import { useT } from '../../lib/i18n/i18n.ts';

/** The policy text, shared by the dialog and the /privacy-policy-and-terms-of-usage page. */
export function PrivacyPolicyText() {
  const t = useT();
  return (
    <div className="stack prose">
      <p>{t('PrivacyPolicyBody1')}</p>
      <p>{t('PrivacyPolicyBody2')}</p>
      <p>{t('PrivacyPolicyBody3')}</p>
    </div>
  );
}
