import { useEffect } from 'react';
import { useSearch } from 'wouter';
import { useT } from '../../lib/i18n/i18n.ts';
import { navigateTo } from '../../lib/navigation/navigate.ts';
import { Page } from '../../ui/page.tsx';

/** Only in-app paths: a notification link must not send the user to another site. */
function safeTarget(value: string | null): string {
  if (!value?.startsWith('/') || value.startsWith('//')) return '/';
  return value;
}

/** Where a notification click lands: forwards to its in-app address (?url=/applicant/messages). */
export function RedirectByNotificationPage() {
  const t = useT();
  const search = useSearch();
  useEffect(() => {
    navigateTo(safeTarget(new URLSearchParams(search).get('url')), { replace: true });
  }, [search]);
  return <Page title={t('RedirectingTitle')} />;
}
