import { type ComponentType, Suspense } from 'react';
import { useLocation } from 'wouter';
import { useBugReportDialog } from '../features/bug-reports/bug-report-store.ts';
import { loadTexts, type TextPart } from '../lib/i18n/i18n.ts';
import { lazyPage } from '../lib/lazy-page.ts';
import { PageLoading } from '../ui/page-loading.tsx';
import { AreaGuard } from './area-guard.tsx';
import { AreaLayout } from './area-layout.tsx';
import { type AreaId, areaOf, areas } from './areas.ts';
import { ErrorBoundary } from './error-boundary.tsx';
import { loadSignedInNavigation } from './shell/use-area-navigation.ts';

/** One lazy chunk per area (business.md §2.8). */
const areaLoaders: Record<AreaId, () => Promise<ComponentType>> = {
  blank: () => import('../areas/blank/blank-area.tsx').then((m) => m.BlankArea),
  public: () => import('../areas/public/public-area.tsx').then((m) => m.PublicArea),
  admin: () => import('../areas/admin/admin-area.tsx').then((m) => m.AdminArea),
  developer: () => import('../areas/dev/dev-area.tsx').then((m) => m.DevArea),
  programUser: () => import('../areas/program-user/program-user-area.tsx').then((m) => m.ProgramUserArea),
  applicant: () => import('../areas/applicant/applicant-area.tsx').then((m) => m.ApplicantArea),
  medicalSchool: () =>
    import('../areas/medical-school/medical-school-area.tsx').then((m) => m.MedicalSchoolArea),
  societyUser: () => import('../areas/society-user/society-user-area.tsx').then((m) => m.SocietyUserArea),
};

/** The interface texts each area's chunk brings (src/lib/i18n/texts/). */
const areaTexts: Record<AreaId, TextPart> = {
  blank: 'blank',
  public: 'public',
  admin: 'admin',
  developer: 'dev',
  programUser: 'program-user',
  applicant: 'applicant',
  medicalSchool: 'medical-school',
  societyUser: 'society-user',
};

/** An area's chunk with its texts: nothing of the area renders before its texts are there. */
async function loadArea(area: AreaId): Promise<ComponentType> {
  const signedIn = area !== 'public' && area !== 'blank';
  const [component] = await Promise.all([
    areaLoaders[area](),
    loadTexts(areaTexts[area]),
    signedIn ? loadTexts('signed-in') : null,
    signedIn ? loadSignedInNavigation() : null,
  ]);
  return component;
}

const areaComponents = {} as Record<AreaId, ComponentType>;
for (const area of Object.keys(areaLoaders) as AreaId[]) {
  areaComponents[area] = lazyPage(async () => ({ Area: await loadArea(area) }), 'Area');
}

/**
 * Starts downloading the area of a URL at once, while the session is still being restored: on a slow
 * phone network this takes the area's round trips out of the waterfall (the guard renders it later).
 */
export function preloadAreaOf(pathname: string): void {
  loadArea(areaOf(pathname)).catch(() => {
    // The lazy component retries and shows the error page if the chunk really cannot load.
  });
}

export function AppRouter() {
  const [location] = useLocation();
  const openBugReport = useBugReportDialog((s) => s.open);
  const area = areaOf(location);
  const Area = areaComponents[area];
  const content = (
    <ErrorBoundary
      resetKey={location}
      onReportBug={(errorDate) => openBugReport({ source: 'ErrorPage', errorDate })}
    >
      <Suspense fallback={<PageLoading />}>
        <Area />
      </Suspense>
    </ErrorBoundary>
  );
  if (area === 'blank') return content;
  return (
    <AreaLayout area={area} key={area}>
      {areas[area].role ? <AreaGuard>{content}</AreaGuard> : content}
    </AreaLayout>
  );
}
