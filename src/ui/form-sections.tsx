import { Children, type CSSProperties, type ReactNode, useId, useState } from 'react';
import {
  Button,
  Disclosure,
  DisclosureGroup,
  DisclosurePanel,
  Heading,
  type Key,
} from 'react-aria-components';
import { cx } from './class-names.ts';
import { type Tone, toneClass } from './tone.ts';
import { useMediaQuery } from './use-media-query.ts';
import './form-sections.css';

/** Where the index sits beside the open section instead of above it (as in form-sections.css). */
export const WIDE_SECTIONS_QUERY = '(min-width: 1024px)';

/** A section's state in a few words ('Not started', 'Unsaved changes') and the tone that means it. */
export type FormSectionStatus = { text: string; tone: Tone };

export type FormSectionsProps = {
  'aria-label'?: string;
  /** The open section (controlled); null when every section is closed. */
  expandedId?: string | null;
  /** The section open at first (uncontrolled). */
  defaultExpandedId?: string | null;
  onExpandedChange?: (id: string | null) => void;
  /** FormSection elements, in order. */
  children: ReactNode;
  className?: string;
};

/**
 * A long form split into sections, one open at a time: on phones an accordion (each section's title
 * and state line, the open one below its title); from 1024 px an index at the side and the open
 * section beside it (where choosing the open one again keeps it open). Closed sections stay mounted,
 * so what was typed in them stays, and the browser's find-in-page still opens them.
 */
export function FormSections({
  'aria-label': ariaLabel,
  expandedId,
  defaultExpandedId = null,
  onExpandedChange,
  children,
  className,
}: FormSectionsProps) {
  const [ownExpanded, setOwnExpanded] = useState<string | null>(defaultExpandedId);
  const expanded = expandedId !== undefined ? expandedId : ownExpanded;
  const isWide = useMediaQuery(WIDE_SECTIONS_QUERY);
  const change = (keys: Set<Key>) => {
    const [first] = keys;
    const next = first === undefined ? null : String(first);
    // Beside the index a closed section would leave an empty page: the open one stays open.
    if (next === null && isWide) return;
    setOwnExpanded(next);
    onExpandedChange?.(next);
  };
  const style = { '--form-sections-count': Children.count(children) } as CSSProperties;
  return (
    <DisclosureGroup
      className={cx('form-sections', className)}
      expandedKeys={expanded === null ? [] : [expanded]}
      onExpandedChange={change}
      style={style}
      {...(ariaLabel ? { 'aria-label': ariaLabel, role: 'group' } : {})}
    >
      {children}
    </DisclosureGroup>
  );
}

export type FormSectionProps = {
  id: string;
  title: string;
  status: FormSectionStatus;
  /** The level of the title's heading (2 under the page title). */
  headingLevel?: number;
  children: ReactNode;
};

/**
 * One section of FormSections: a heading whose button (named by the title, described by the state
 * line) opens the section, and the section's fields as a region named by its title.
 */
export function FormSection({ id, title, status, headingLevel = 2, children }: FormSectionProps) {
  const statusId = useId();
  return (
    <Disclosure id={id} className="form-section">
      <Heading level={headingLevel} className="form-section-heading">
        {/* Named by the title (the panel takes the trigger's name), the state heard as its description. */}
        <Button slot="trigger" className="form-section-trigger" aria-describedby={statusId}>
          <span className="form-section-label">
            <span className="form-section-title">{title}</span>
            <span
              id={statusId}
              className={cx('form-section-status', toneClass(status.tone))}
              aria-hidden="true"
            >
              {status.text}
            </span>
          </span>
        </Button>
      </Heading>
      <DisclosurePanel role="region" className="form-section-panel">
        <div className="form-section-body">
          {/* Beside the index the open section repeats its title above its fields (the index names it for screen readers). */}
          <p className="form-section-panel-title" aria-hidden="true">
            {title}
          </p>
          {children}
        </div>
      </DisclosurePanel>
    </Disclosure>
  );
}
