import type { ReactNode } from 'react';
import type { AreaId } from './areas.ts';
import { Footer } from './footer.tsx';
import { Header } from './header.tsx';

/** Header (name, navigation, user menu, theme and locale), the main landmark, and the footer. */
export function AreaLayout({ area, children }: { area: AreaId; children: ReactNode }) {
  return (
    <div className="app-layout" data-area={area}>
      <Header area={area} />
      <main id="main" className="app-main" tabIndex={-1}>
        {children}
      </main>
      <Footer />
    </div>
  );
}
