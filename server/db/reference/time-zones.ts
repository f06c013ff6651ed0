/**
 * Time zones offered to users (the SfmTimeZones list). baseUtcOffset is the standard (non-DST) offset in
 * .NET TimeSpan form ("-08:00:00", "05:30:00") and winTz the Windows id, as the original service sent them;
 * ianaTz is what our code computes with. Ordered west to east by sortOrder.
 */
export type TimeZoneRow = {
  ianaTz: string;
  abbreviation: string;
  description: string;
  baseUtcOffset: string;
  gmtString: string;
  dst: boolean;
  winTz: string;
  sortOrder: number;
};

const zones: Omit<TimeZoneRow, 'sortOrder' | 'gmtString'>[] = [
  {
    abbreviation: 'HST',
    description: 'Hawaii',
    baseUtcOffset: '-10:00:00',
    dst: false,
    winTz: 'Hawaiian Standard Time',
    ianaTz: 'Pacific/Honolulu',
  },
  {
    abbreviation: 'AKST',
    description: 'Alaska',
    baseUtcOffset: '-09:00:00',
    dst: true,
    winTz: 'Alaskan Standard Time',
    ianaTz: 'America/Anchorage',
  },
  {
    abbreviation: 'PST',
    description: 'Pacific Time (US & Canada)',
    baseUtcOffset: '-08:00:00',
    dst: true,
    winTz: 'Pacific Standard Time',
    ianaTz: 'America/Los_Angeles',
  },
  {
    abbreviation: 'MST',
    description: 'Mountain Time (US & Canada)',
    baseUtcOffset: '-07:00:00',
    dst: true,
    winTz: 'Mountain Standard Time',
    ianaTz: 'America/Denver',
  },
  {
    abbreviation: 'MST',
    description: 'Arizona',
    baseUtcOffset: '-07:00:00',
    dst: false,
    winTz: 'US Mountain Standard Time',
    ianaTz: 'America/Phoenix',
  },
  {
    abbreviation: 'CST',
    description: 'Central Time (US & Canada)',
    baseUtcOffset: '-06:00:00',
    dst: true,
    winTz: 'Central Standard Time',
    ianaTz: 'America/Chicago',
  },
  {
    abbreviation: 'EST',
    description: 'Eastern Time (US & Canada)',
    baseUtcOffset: '-05:00:00',
    dst: true,
    winTz: 'Eastern Standard Time',
    ianaTz: 'America/New_York',
  },
  {
    abbreviation: 'AST',
    description: 'Atlantic Time (Canada)',
    baseUtcOffset: '-04:00:00',
    dst: true,
    winTz: 'Atlantic Standard Time',
    ianaTz: 'America/Halifax',
  },
  {
    abbreviation: 'AST',
    description: 'Atlantic Time (Puerto Rico, U.S. Virgin Islands)',
    baseUtcOffset: '-04:00:00',
    dst: false,
    winTz: 'SA Western Standard Time',
    ianaTz: 'America/Puerto_Rico',
  },
  {
    abbreviation: 'NST',
    description: 'Newfoundland',
    baseUtcOffset: '-03:30:00',
    dst: true,
    winTz: 'Newfoundland Standard Time',
    ianaTz: 'America/St_Johns',
  },
  {
    abbreviation: 'UTC',
    description: 'Coordinated Universal Time',
    baseUtcOffset: '00:00:00',
    dst: false,
    winTz: 'UTC',
    ianaTz: 'Etc/UTC',
  },
  {
    abbreviation: 'GMT',
    description: 'Dublin, Edinburgh, Lisbon, London',
    baseUtcOffset: '00:00:00',
    dst: true,
    winTz: 'GMT Standard Time',
    ianaTz: 'Europe/London',
  },
  {
    abbreviation: 'CET',
    description: 'Amsterdam, Berlin, Paris, Rome, Stockholm, Vienna',
    baseUtcOffset: '01:00:00',
    dst: true,
    winTz: 'W. Europe Standard Time',
    ianaTz: 'Europe/Berlin',
  },
  {
    abbreviation: 'IST',
    description: 'Chennai, Kolkata, Mumbai, New Delhi',
    baseUtcOffset: '05:30:00',
    dst: false,
    winTz: 'India Standard Time',
    ianaTz: 'Asia/Kolkata',
  },
  {
    abbreviation: 'JST',
    description: 'Osaka, Sapporo, Tokyo',
    baseUtcOffset: '09:00:00',
    dst: false,
    winTz: 'Tokyo Standard Time',
    ianaTz: 'Asia/Tokyo',
  },
  {
    abbreviation: 'AEST',
    description: 'Canberra, Melbourne, Sydney',
    baseUtcOffset: '10:00:00',
    dst: true,
    winTz: 'AUS Eastern Standard Time',
    ianaTz: 'Australia/Sydney',
  },
];

/** "(GMT-08:00)" from "-08:00:00": one source for both forms, so they cannot disagree. */
export function gmtString(baseUtcOffset: string): string {
  const negative = baseUtcOffset.startsWith('-');
  const hhmm = baseUtcOffset.replace(/^-/, '').slice(0, 5);
  return `(GMT${negative ? '-' : '+'}${hhmm})`;
}

export const timeZoneRows: TimeZoneRow[] = zones.map((zone, index) => ({
  ...zone,
  gmtString: gmtString(zone.baseUtcOffset),
  sortOrder: (index + 1) * 10,
}));
