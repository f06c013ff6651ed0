import { render } from '@testing-library/react';
import { type ReactNode, Suspense } from 'react';
import { RouterProvider } from 'react-aria-components';
import { Router, Switch } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { whenLeaveAllowed } from '../lib/navigation/leave-guard.ts';

export type RenderAtOptions = {
  /** Wraps the page in a `<main>` landmark, as the area layouts do. */
  main?: boolean;
  /** Rendered beside the page inside the router: dialog and toast hosts (`<ConfirmHost />`, …). */
  hosts?: ReactNode;
};

/**
 * The one way client tests render a page at a URL: `routes` (`<Route>` elements or an area's routes
 * fragment) in a `Switch` under an in-memory location (recorded, with its search), with react-aria
 * links navigating through it (asking first, like the app's navigateTo, when a page's leave guard is
 * dirty and a leave question is registered), and lazy pages behind a "Loading page" fallback. Answers the render
 * result and the location (`location.history` lists the paths visited).
 */
export function renderAt(path: string, routes: ReactNode, options: RenderAtOptions = {}) {
  const location = memoryLocation({ path, record: true });
  const page = (
    <Suspense fallback={<p>Loading page</p>}>
      <Switch>{routes}</Switch>
    </Suspense>
  );
  const view = render(
    <RouterProvider navigate={(to) => whenLeaveAllowed(() => location.navigate(to))}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        {options.main ? <main>{page}</main> : page}
        {options.hosts}
      </Router>
    </RouterProvider>,
  );
  return { ...view, location };
}
