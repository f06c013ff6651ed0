import { PrivacyPolicyText } from '../../features/legal/privacy-policy-text.tsx';
import { useT } from '../../lib/i18n/i18n.ts';
import { Page } from '../../ui/page.tsx';

export function PrivacyPage() {
  const t = useT();
  return (
    <Page
      title={t('PagePrivacy')}
      description={t('PrivacyDescription')}
      structuredData={{ '@type': 'WebPage', name: t('PagePrivacy'), description: t('PrivacyDescription') }}
    >
      <PrivacyPolicyText />
    </Page>
  );
}
