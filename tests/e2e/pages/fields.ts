import { expect, type Locator, type Page } from '@playwright/test';

/** A Pacific wall-clock moment as the date-time pickers take it: '2026-06-01' and '08:00' (24-hour). */
export type PacificMoment = { date: string; time: string };

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Picks `option` in the react-aria select labelled `label` inside `scope`. The trigger button is named
 * '<shown value> <label>' ('Select an item Type', '2026 Season'), so the label is matched at the end.
 */
export async function chooseOption(scope: Locator, label: string, option: string): Promise<void> {
  await scope.getByRole('button', { name: new RegExp(`(^|\\s)${escapeRegExp(label)}$`) }).click();
  // The list opens in a popover outside the form.
  const listbox = scope.page().getByRole('listbox');
  await listbox.getByRole('option', { name: option, exact: true }).click();
  await expect(listbox).toBeHidden();
}

/** Types into one segment of a date picker (react-aria spinbuttons named '<part>, <label>'). */
async function typeSegment(group: Locator, part: string, text: string): Promise<void> {
  const segment = group.getByRole('spinbutton', { name: new RegExp(`^${escapeRegExp(part)},`) });
  await segment.click();
  await segment.page().keyboard.type(text);
}

async function typeDate(group: Locator, date: string): Promise<void> {
  const [year, month, day] = date.split('-');
  if (!year || !month || !day) throw new Error(`Not a date: ${date}`);
  await typeSegment(group, 'month', month);
  await typeSegment(group, 'day', day);
  await typeSegment(group, 'year', year);
}

/** A date picker (MM/DD/YYYY): the group named after its label. */
export async function fillDate(group: Locator, date: string): Promise<void> {
  await typeDate(group, date);
}

/** A Pacific date-time picker (MM/DD/YYYY h:mm AM/PM, 'PT'). */
export async function fillDateTime(group: Locator, { date, time }: PacificMoment): Promise<void> {
  await typeDate(group, date);
  const [hours, minutes] = time.split(':').map(Number);
  if (hours === undefined || minutes === undefined) throw new Error(`Not a time: ${time}`);
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  await typeSegment(group, 'hour', String(hour12).padStart(2, '0'));
  await typeSegment(group, 'minute', String(minutes).padStart(2, '0'));
  await typeSegment(group, 'AM/PM', hours < 12 ? 'A' : 'P');
}

/** The group (picker) of a date field labelled `label` within `scope`. */
export function dateGroup(scope: Locator | Page, label: string): Locator {
  return scope.getByRole('group', { name: label, exact: true });
}
