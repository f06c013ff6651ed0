import { describe, expect, it } from 'vitest';
import { syncStatusTone } from './sync-status-indicator.tsx';

describe('sync states on the semantic tone scale (issue 13)', () => {
  it('says saved on this device as info, synced as success, a conflict as a warning, a refusal as danger', () => {
    expect(syncStatusTone).toEqual({
      savedOnDevice: 'info',
      syncing: 'info',
      synced: 'success',
      conflict: 'warning',
      failed: 'danger',
    });
  });
});
