import { formatDateTime } from '../../lib/format/dates.ts';
import { browserTimeZone } from '../../lib/time/time-zone-match.ts';

/** An instant in Pacific time and, when the viewer is elsewhere, in the viewer's zone too. */
export function formatWhen(instant: string): string {
  const pacific = formatDateTime(instant);
  const zone = browserTimeZone();
  if (zone === 'America/Los_Angeles') return pacific;
  const local = new Intl.DateTimeFormat(undefined, {
    dateStyle: 'short',
    timeStyle: 'short',
    timeZone: zone,
  }).format(new Date(instant));
  return `${pacific} (${local})`;
}
