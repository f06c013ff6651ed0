import { describe, expect, it } from 'vitest';
import {
  canConfirm,
  canMoveLeft,
  canMoveRight,
  closedPreview,
  previewKindOf,
  previewReducer,
} from './file-preview-state.ts';

const files = ['a.pdf', 'b.png', 'c.docx'].map((fileName) => ({
  url: `/api/uploads/${fileName}/content`,
  fileName,
}));

describe('file preview rules (platform.md §4 Shared inputs)', () => {
  it('open resets the loaded and error flags and opens at the position', () => {
    const dirty = { ...closedPreview, isLoaded: true, hasError: true, isAgreed: true };
    const opened = previewReducer(dirty, { type: 'open', files, index: 1 });
    expect(opened).toMatchObject({
      isOpen: true,
      index: 1,
      isLoaded: false,
      hasError: false,
      isAgreed: false,
    });
    expect(previewReducer(closedPreview, { type: 'open', files, index: 9 }).index).toBe(2);
    expect(previewReducer(closedPreview, { type: 'open', files: [], index: 0 }).isOpen).toBe(false);
  });

  it('moves left and right, blocked at the first and the last file', () => {
    const first = previewReducer(closedPreview, { type: 'open', files, index: 0 });
    expect(canMoveLeft(first)).toBe(false);
    expect(previewReducer(first, { type: 'move', by: -1 })).toBe(first);
    const loaded = previewReducer(first, { type: 'loaded' });
    const second = previewReducer(loaded, { type: 'move', by: 1 });
    expect(second).toMatchObject({ index: 1, isLoaded: false });
    const last = previewReducer(second, { type: 'move', by: 1 });
    expect(canMoveRight(last)).toBe(false);
    expect(previewReducer(last, { type: 'move', by: 1 }).index).toBe(2);
  });

  it('enables confirm only when loaded without error, and agreed where agreement is required', () => {
    const opened = previewReducer(closedPreview, { type: 'open', files, index: 0 });
    expect(canConfirm(opened, false)).toBe(false);
    const loaded = previewReducer(opened, { type: 'loaded' });
    expect(canConfirm(loaded, false)).toBe(true);
    expect(canConfirm(loaded, true)).toBe(false);
    expect(canConfirm(previewReducer(loaded, { type: 'agree', isAgreed: true }), true)).toBe(true);
    expect(canConfirm(previewReducer(loaded, { type: 'failed' }), false)).toBe(false);
  });

  it('close clears everything', () => {
    const opened = previewReducer(closedPreview, { type: 'open', files, index: 2 });
    expect(previewReducer(opened, { type: 'close' })).toEqual(closedPreview);
  });

  it('detects PDF by content type or extension and images by the recognised extensions', () => {
    expect(
      previewKindOf({ url: '/api/uploads/1/content', fileName: 'scan', contentType: 'application/pdf' }),
    ).toBe('pdf');
    expect(previewKindOf({ url: '/files/cv.PDF', fileName: 'cv' })).toBe('pdf');
    for (const name of ['p.png', 'p.jpg', 'p.jpeg', 'p.gif']) {
      expect(previewKindOf({ url: '/x', fileName: name })).toBe('image');
    }
    expect(previewKindOf({ url: '/x', fileName: 'p', contentType: 'image/webp' })).toBe('image');
    expect(previewKindOf({ url: '/x', fileName: 'cv.docx' })).toBe('other');
  });
});
