import { useContactDialog } from '../../../features/contact/contact-store.ts';
import { useT } from '../../../lib/i18n/i18n.ts';
import { Button } from '../../../ui/button.tsx';
import { Page } from '../../../ui/page.tsx';
import { KeyList } from './key-list.tsx';

/** /about/need-matching-services: for societies that want to run their match with us. */
export function NeedMatchingServicesPage() {
  const t = useT();
  const openContact = useContactDialog((s) => s.open);
  return (
    <Page
      title={t('PageNeedMatching')}
      description={t('ServicesDescription')}
      keywords={t('ServicesKeywords').split(', ')}
      structuredData={{
        '@type': 'Service',
        name: t('PageNeedMatching'),
        description: t('ServicesDescription'),
        provider: { '@type': 'Organization', name: t('ProductName') },
        serviceType: 'Residency and fellowship matching',
      }}
    >
      <div className="prose stack">
        <p className="lead">{t('ServicesIntro')}</p>
        <section aria-labelledby="services-offer">
          <h2 id="services-offer">{t('ServicesOfferTitle')}</h2>
          <KeyList
            keys={['ServicesOffer1', 'ServicesOffer2', 'ServicesOffer3', 'ServicesOffer4', 'ServicesOffer5']}
          />
        </section>
        <section aria-labelledby="services-next" className="stack">
          <h2 id="services-next">{t('ServicesNextTitle')}</h2>
          <p>{t('ServicesNext')}</p>
          <div>
            <Button onPress={() => openContact()}>{t('ServicesContact')}</Button>
          </div>
        </section>
      </div>
    </Page>
  );
}
