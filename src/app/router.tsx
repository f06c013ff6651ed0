import { type ComponentType, lazy, Suspense } from 'react';
import { useLocation } from 'wouter';
import { useBugReportDialog } from '../features/bug-reports/bug-report-store.ts';
import { PageLoading } from '../ui/page-loading.tsx';
import { AreaGuard } from './area-guard.tsx';
import { AreaLayout } from './area-layout.tsx';
import { type AreaId, areaOf, areas } from './areas.ts';
import { ErrorBoundary } from './error-boundary.tsx';

function lazyArea<M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M) {
  return lazy(async () => ({ default: (await load())[name] as ComponentType }));
}

/** One lazy chunk per area (business.md §2.8). */
const areaComponents: Record<AreaId, ComponentType> = {
  blank: lazyArea(() => import('../areas/blank/blank-area.tsx'), 'BlankArea'),
  public: lazyArea(() => import('../areas/public/public-area.tsx'), 'PublicArea'),
  admin: lazyArea(() => import('../areas/admin/admin-area.tsx'), 'AdminArea'),
  developer: lazyArea(() => import('../areas/dev/dev-area.tsx'), 'DevArea'),
  programUser: lazyArea(() => import('../areas/program-user/program-user-area.tsx'), 'ProgramUserArea'),
  applicant: lazyArea(() => import('../areas/applicant/applicant-area.tsx'), 'ApplicantArea'),
  medicalSchool: lazyArea(
    () => import('../areas/medical-school/medical-school-area.tsx'),
    'MedicalSchoolArea',
  ),
  societyUser: lazyArea(() => import('../areas/society-user/society-user-area.tsx'), 'SocietyUserArea'),
};

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
