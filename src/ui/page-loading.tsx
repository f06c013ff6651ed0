import { useT } from '../lib/i18n/i18n.ts';
import { ProgressBar } from './progress-bar.tsx';

/** The Suspense fallback while an area chunk loads. */
export function PageLoading() {
  const t = useT();
  return (
    <div className="page-loading">
      <ProgressBar label={t('Loading')} />
    </div>
  );
}
