/**
 * A small RFC 5545 writer for the match calendar and interview feeds: CRLF line endings, lines folded at 75 octets
 * (never inside a UTF-8 sequence), TEXT values escaped. Pure, so the client could build a file too.
 */

export type ICalendarEvent = {
  uid: string;
  summary: string;
  description?: string;
  url?: string;
  /** All-day: a plain date (YYYY-MM-DD); otherwise an instant. */
  start: { date: string } | { instant: Date };
  /** The end of a timed event (exclusive); a timed event without it is a moment. */
  end?: Date;
  location?: string;
  /** The time is taken (TRANSP:OPAQUE: an interview); otherwise it only informs (a deadline). */
  busy?: boolean;
};

export type ICalendar = {
  name: string;
  prodId: string;
  /** DTSTAMP of every event: when the feed was produced. */
  stamp: Date;
  events: readonly ICalendarEvent[];
};

/** TEXT escaping of RFC 5545 §3.3.11. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** UTF-8 length of one code point. */
function octetsOf(char: string): number {
  const code = char.codePointAt(0) ?? 0;
  return code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
}

/** Folds one content line (RFC 5545 §3.1): at most 75 octets per line, continuations start with a space. */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  let limit = 75;
  for (const char of line) {
    const size = octetsOf(char);
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
      limit = 74; // the leading space of a continuation line counts
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A UTC DATE-TIME: 20260318T190000Z. */
export function formatUtc(date: Date): string {
  return (
    `${date.getUTCFullYear()}${pad(date.getUTCMonth() + 1)}${pad(date.getUTCDate())}` +
    `T${pad(date.getUTCHours())}${pad(date.getUTCMinutes())}${pad(date.getUTCSeconds())}Z`
  );
}

/** The next plain date (DTEND of an all-day event is exclusive). */
function nextDay(date: string): string {
  const next = new Date(`${date}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
}

export function writeICalendar(calendar: ICalendar): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${calendar.prodId}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(calendar.name)}`,
  ];
  const stamp = formatUtc(calendar.stamp);
  for (const event of calendar.events) {
    lines.push('BEGIN:VEVENT', `UID:${event.uid}`, `DTSTAMP:${stamp}`);
    if ('date' in event.start) {
      lines.push(
        `DTSTART;VALUE=DATE:${event.start.date.replace(/-/g, '')}`,
        `DTEND;VALUE=DATE:${nextDay(event.start.date).replace(/-/g, '')}`,
      );
    } else {
      lines.push(`DTSTART:${formatUtc(event.start.instant)}`);
      if (event.end) lines.push(`DTEND:${formatUtc(event.end)}`);
    }
    lines.push(`SUMMARY:${escapeText(event.summary)}`);
    if (event.description) lines.push(`DESCRIPTION:${escapeText(event.description)}`);
    if (event.location) lines.push(`LOCATION:${escapeText(event.location)}`);
    if (event.url) lines.push(`URL:${event.url}`);
    lines.push(event.busy ? 'TRANSP:OPAQUE' : 'TRANSP:TRANSPARENT', 'END:VEVENT');
  }
  lines.push('END:VCALENDAR');
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
