import type { ReactNode } from 'react';
import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import { cx } from './class-names.ts';

export type RouteTab = { id: string; label: ReactNode; href: string };

export type RouteTabsProps = {
  'aria-label': string;
  tabs: readonly RouteTab[];
  /** The tab the route names (e.g. the ':tab' segment of /admin/x/update/:id/:tab?). */
  selectedId: string;
  /** The selected tab's content. */
  children: ReactNode;
  className?: string;
  /**
   * One tab whose content stays mounted (hidden) while another tab is shown: a call in progress
   * must not hang up when the interviewer looks at another tab. Its content replaces `children`
   * while it is the selected tab.
   */
  kept?: { id: string; content: ReactNode } | null;
};

/**
 * Tabs that are links: the route decides the selected tab, so a tab can be bookmarked,
 * reloaded and reached with the back button. Arrow keys move between tabs, Enter opens one.
 */
export function RouteTabs({
  'aria-label': ariaLabel,
  tabs,
  selectedId,
  children,
  className,
  kept,
}: RouteTabsProps) {
  return (
    <Tabs className={cx('tabs', className)} selectedKey={selectedId}>
      <div className="tab-list-scroll">
        <TabList className="tab-list" aria-label={ariaLabel}>
          {tabs.map((tab) => (
            <Tab key={tab.id} id={tab.id} href={tab.href} className="tab">
              {tab.label}
            </Tab>
          ))}
        </TabList>
      </div>
      {/* Keyed: react-aria keeps a panel's first id, so a reused panel would not match its tab's aria-controls. */}
      {kept?.id === selectedId ? null : (
        <TabPanel key={selectedId} id={selectedId} className="tab-panel">
          {children}
        </TabPanel>
      )}
      {kept ? (
        <TabPanel key={`kept:${kept.id}`} id={kept.id} shouldForceMount className="tab-panel">
          {kept.content}
        </TabPanel>
      ) : null}
    </Tabs>
  );
}
