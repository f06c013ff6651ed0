import { useEffect } from 'react';
import { I18nProvider, RouterProvider } from 'react-aria-components';
import { ImpersonationBar } from '../features/impersonation/impersonation-bar.tsx';
import { localeTags, useLocaleStore } from '../lib/i18n/i18n.ts';
import { navigateTo } from '../lib/navigation/navigate.ts';
import { ToastRegion } from '../ui/toast-region.tsx';
import { GlobalDialogs } from './global-dialogs.tsx';
import { PwaStatus } from './pwa-status.tsx';
import { AppRouter } from './router.tsx';
import { ScrollToTop } from './scroll-to-top.tsx';

/** Providers and the shell: router, toasts, the app-wide dialogs, offline and update notices. */
export function App() {
  const locale = useLocaleStore((s) => s.locale);
  useEffect(() => {
    document.documentElement.lang = localeTags[locale];
  }, [locale]);
  return (
    <I18nProvider locale={localeTags[locale]}>
      <RouterProvider navigate={(path) => navigateTo(path)}>
        <ScrollToTop />
        <ImpersonationBar />
        <AppRouter />
        <GlobalDialogs />
        <ToastRegion />
        <PwaStatus />
      </RouterProvider>
    </I18nProvider>
  );
}
