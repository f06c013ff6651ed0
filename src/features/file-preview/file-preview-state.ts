/**
 * The rules of the file preview (platform.md §4 Shared inputs, §2 File preview modal), kept pure:
 * open(file) resets the error and loaded flags; openMulti(files, index) opens a gallery at a
 * position; moving left is blocked at the first file (and right at the last); confirm is enabled
 * only when the preview loaded without error and, where agreement is required, the box is checked.
 */

/** File to preview (platform.md §3). */
export type FileToPreview = { url: string; fileName: string; contentType?: string | null };

export type PreviewKind = 'pdf' | 'image' | 'other';

const imageExtensions = ['png', 'jpg', 'jpeg', 'gif'];

function extensionOf(value: string): string {
  const path = value.split(/[?#]/)[0]!;
  const dot = path.lastIndexOf('.');
  return dot < 0 ? '' : path.slice(dot + 1).toLowerCase();
}

/** PDF by content type or extension; images by type or the recognised extensions; else no preview. */
export function previewKindOf(file: FileToPreview): PreviewKind {
  const type = file.contentType?.toLowerCase() ?? '';
  const extensions = [extensionOf(file.fileName), extensionOf(file.url)];
  if (type === 'application/pdf' || extensions.includes('pdf')) return 'pdf';
  if (type.startsWith('image/') || extensions.some((e) => imageExtensions.includes(e))) return 'image';
  return 'other';
}

export type PreviewState = {
  isOpen: boolean;
  files: readonly FileToPreview[];
  index: number;
  isLoaded: boolean;
  hasError: boolean;
  isAgreed: boolean;
};

export const closedPreview: PreviewState = {
  isOpen: false,
  files: [],
  index: 0,
  isLoaded: false,
  hasError: false,
  isAgreed: false,
};

export type PreviewAction =
  | { type: 'open'; files: readonly FileToPreview[]; index: number }
  | { type: 'move'; by: -1 | 1 }
  | { type: 'loaded' }
  | { type: 'failed' }
  | { type: 'agree'; isAgreed: boolean }
  | { type: 'close' };

export function previewReducer(state: PreviewState, action: PreviewAction): PreviewState {
  switch (action.type) {
    case 'open': {
      if (action.files.length === 0) return closedPreview;
      const index = Math.min(Math.max(0, action.index), action.files.length - 1);
      return { ...closedPreview, isOpen: true, files: action.files, index };
    }
    case 'move': {
      const index = state.index + action.by;
      if (index < 0 || index >= state.files.length) return state;
      // Another file: its own load decides again.
      return { ...state, index, isLoaded: false, hasError: false };
    }
    case 'loaded':
      return { ...state, isLoaded: true, hasError: false };
    case 'failed':
      return { ...state, isLoaded: false, hasError: true };
    case 'agree':
      return { ...state, isAgreed: action.isAgreed };
    case 'close':
      return closedPreview;
  }
}

export const canMoveLeft = (state: PreviewState) => state.index > 0;
export const canMoveRight = (state: PreviewState) => state.index < state.files.length - 1;

export function canConfirm(state: PreviewState, requiresAgreement: boolean): boolean {
  return state.isLoaded && !state.hasError && (!requiresAgreement || state.isAgreed);
}
