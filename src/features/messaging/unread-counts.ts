/**
 * After the user reads something here, the menus' unread counters should follow at once. The live
 * counters (the MessageCenter hub and the menu badges) belong to src/features/messaging's store and
 * src/app/shell; until the hub reports, the pages announce the change through this event, which the
 * store may listen to.
 */
export const MESSAGE_CENTRE_CHANGED = 'matchline:message-centre-changed';

/** Tells whoever keeps unread counts that they may have changed (a thread or notification read, a message sent). */
export function announceMessageCentreChange(): void {
  globalThis.dispatchEvent?.(new Event(MESSAGE_CENTRE_CHANGED));
}
