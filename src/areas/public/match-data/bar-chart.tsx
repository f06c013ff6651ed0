import { useId } from 'react';
import { useT } from '../../../lib/i18n/i18n.ts';

export type BarDatum = { label: string; value: number };

const BAR_HEIGHT = 28;
const GAP = 10;
const LABEL_WIDTH = 90;
const VALUE_WIDTH = 56;
const WIDTH = 480;

/**
 * A horizontal bar chart as inline SVG (no chart library): the figure is labelled, each bar carries
 * its value as text, and a disclosure holds the same numbers as a table for screen readers and print.
 */
export function BarChart({ title, data }: { title: string; data: readonly BarDatum[] }) {
  const t = useT();
  const id = useId();
  const max = Math.max(1, ...data.map((d) => d.value));
  const plot = WIDTH - LABEL_WIDTH - VALUE_WIDTH;
  const height = data.length * (BAR_HEIGHT + GAP) + GAP;
  const summary = data.map((d) => t('DataChartSummary', { label: d.label, value: d.value })).join('; ');
  return (
    <figure className="bar-chart" aria-labelledby={`${id}-title`}>
      <figcaption id={`${id}-title`}>{title}</figcaption>
      <svg
        viewBox={`0 0 ${WIDTH} ${height}`}
        width="100%"
        role="img"
        aria-label={`${title}. ${summary}`}
        preserveAspectRatio="xMinYMin meet"
      >
        {data.map((d, i) => {
          const y = GAP + i * (BAR_HEIGHT + GAP);
          const width = Math.round((d.value / max) * plot);
          return (
            <g key={d.label}>
              <text x={LABEL_WIDTH - 8} y={y + BAR_HEIGHT / 2} textAnchor="end" dominantBaseline="middle">
                {d.label}
              </text>
              <rect
                x={LABEL_WIDTH}
                y={y}
                width={Math.max(width, 1)}
                height={BAR_HEIGHT}
                rx={4}
                className="bar"
              />
              <text x={LABEL_WIDTH + width + 6} y={y + BAR_HEIGHT / 2} dominantBaseline="middle">
                {d.value.toLocaleString('en-US')}
              </text>
            </g>
          );
        })}
      </svg>
      <details>
        <summary>{t('DataShowValues')}</summary>
        <table className="simple-table">
          <caption className="visually-hidden">{title}</caption>
          <tbody>
            {data.map((d) => (
              <tr key={d.label}>
                <th scope="row">{d.label}</th>
                <td className="align-end">{d.value.toLocaleString('en-US')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
