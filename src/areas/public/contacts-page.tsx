import { ContactForm } from '../../features/contact/contact-form.tsx';
import { useT } from '../../lib/i18n/i18n.ts';
import { Page } from '../../ui/page.tsx';

export function ContactsPage() {
  const t = useT();
  return (
    <Page
      title={t('ContactsPageTitle')}
      description={t('ContactsDescription')}
      structuredData={{
        '@type': 'ContactPage',
        name: t('ContactsPageTitle'),
        description: t('ContactsDescription'),
      }}
    >
      <div className="card">
        <ContactForm />
      </div>
    </Page>
  );
}
