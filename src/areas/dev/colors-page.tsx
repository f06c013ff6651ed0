import { useT } from '../../lib/i18n/i18n.ts';
import { Page } from '../../ui/page.tsx';

const tokens = [
  '--color-bg',
  '--color-surface',
  '--color-text',
  '--color-muted',
  '--color-border',
  '--color-primary',
  '--color-primary-text',
  '--color-danger',
  '--color-success',
  '--color-warning',
  '--color-info',
  '--color-focus',
];

/** The theme's colour tokens in the current theme. */
export function ColorsPage() {
  const t = useT();
  return (
    <Page title={t('DevColorsTitle')}>
      <ul className="swatches">
        {tokens.map((token) => (
          <li key={token} className="swatch">
            <span className="swatch-chip" style={{ background: `var(${token})` }} aria-hidden="true" />
            <code>{token}</code>
          </li>
        ))}
      </ul>
    </Page>
  );
}
