import './file-preview.css';
import {
  type KeyboardEvent,
  type ReactElement,
  useCallback,
  useEffect,
  useReducer,
  useRef,
  useState,
} from 'react';
import { useT } from '../../lib/i18n/i18n.ts';
import { Button } from '../../ui/button.tsx';
import { Checkbox } from '../../ui/checkbox.tsx';
import { FormMessage } from '../../ui/form-message.tsx';
import { ModalDialog } from '../../ui/modal-dialog.tsx';
import { ProgressBar } from '../../ui/progress-bar.tsx';
import {
  canConfirm,
  canMoveLeft,
  canMoveRight,
  closedPreview,
  type FileToPreview,
  type PreviewAction,
  type PreviewState,
  previewKindOf,
  previewReducer,
} from './file-preview-state.ts';
import { useFileObjectUrl } from './use-file-object-url.ts';

export type PreviewOptions = {
  /** When given, confirming needs this box checked (e.g. 'I have read the document'). */
  agreement?: string;
  /** Default 'Confirm'. */
  confirmLabel?: string;
};

/** Shows the fetched file: an image, a PDF in a frame, or a download for other types. */
function PreviewBody({
  file,
  dispatch,
  hasError,
}: {
  file: FileToPreview;
  dispatch: (action: PreviewAction) => void;
  hasError: boolean;
}) {
  const t = useT();
  const kind = previewKindOf(file);
  // An image reports its own load (it may still be undecodable); the rest is loaded once fetched.
  const loaded = useFileObjectUrl(
    file.url,
    () => {
      if (kind !== 'image') dispatch({ type: 'loaded' });
    },
    () => dispatch({ type: 'failed' }),
  );

  if (hasError) return <FormMessage text={t('FpError')} />;
  if (!loaded.objectUrl) return <ProgressBar label={t('Loading')} />;
  return (
    <div className="file-preview-body">
      {kind === 'image' ? (
        <img
          className="file-preview-image"
          src={loaded.objectUrl}
          alt={file.fileName}
          style={{ display: 'block', maxWidth: '100%', maxHeight: '70vh', margin: '0 auto' }}
          onLoad={() => dispatch({ type: 'loaded' })}
          onError={() => dispatch({ type: 'failed' })}
        />
      ) : kind === 'pdf' ? (
        <iframe
          className="file-preview-frame"
          title={file.fileName}
          src={loaded.objectUrl}
          style={{ width: '100%', height: '70vh', border: 0 }}
        />
      ) : (
        <p>{t('FpNoPreview')}</p>
      )}
      <div className="button-row">
        <a className="link" href={loaded.objectUrl} download={file.fileName}>
          {t('FpDownload')}
        </a>
        {kind === 'other' ? null : (
          <a className="link" href={loaded.objectUrl} target="_blank" rel="noopener">
            {t('FpOpenInNewTab')}
          </a>
        )}
      </div>
    </div>
  );
}

export type FilePreviewModalProps = {
  state: PreviewState;
  dispatch: (action: PreviewAction) => void;
  options: PreviewOptions;
  onCancel: () => void;
  onConfirm: () => void;
};

/** The file preview modal of platform.md §2/§4: one file or a gallery with arrows. */
export function FilePreviewModal({ state, dispatch, options, onCancel, onConfirm }: FilePreviewModalProps) {
  const t = useT();
  const file = state.files[state.index];
  const isGallery = state.files.length > 1;
  const requiresAgreement = Boolean(options.agreement);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft' && canMoveLeft(state)) dispatch({ type: 'move', by: -1 });
    if (event.key === 'ArrowRight' && canMoveRight(state)) dispatch({ type: 'move', by: 1 });
  };

  return (
    <ModalDialog
      isOpen={state.isOpen}
      onOpenChange={(isOpen) => {
        if (!isOpen) onCancel();
      }}
      title={file?.fileName || t('LinkViewerTitle')}
      size="large"
    >
      {/* Arrow keys move through a gallery wherever focus is inside the dialog. */}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: keyboard shortcuts for the buttons below */}
      <div className="file-preview" onKeyDown={onKeyDown}>
        {isGallery ? (
          <div className="file-preview-nav">
            <Button
              variant="secondary"
              aria-label={t('FpPrevious')}
              isDisabled={!canMoveLeft(state)}
              onPress={() => dispatch({ type: 'move', by: -1 })}
            >
              <span aria-hidden="true">←</span>
            </Button>
            <span aria-live="polite">
              {t('FpPosition', { index: state.index + 1, count: state.files.length })}
            </span>
            <Button
              variant="secondary"
              aria-label={t('FpNext')}
              isDisabled={!canMoveRight(state)}
              onPress={() => dispatch({ type: 'move', by: 1 })}
            >
              <span aria-hidden="true">→</span>
            </Button>
          </div>
        ) : null}
        {file ? (
          <PreviewBody key={file.url} file={file} dispatch={dispatch} hasError={state.hasError} />
        ) : null}
        {options.agreement ? (
          <Checkbox
            isSelected={state.isAgreed}
            onChange={(isAgreed) => dispatch({ type: 'agree', isAgreed })}
          >
            {options.agreement}
          </Checkbox>
        ) : null}
        <div className="button-row button-row-end">
          <Button variant="secondary" onPress={onCancel}>
            {t('Cancel')}
          </Button>
          <Button isDisabled={!canConfirm(state, requiresAgreement)} onPress={onConfirm}>
            {options.confirmLabel ?? t('Confirm')}
          </Button>
        </div>
      </div>
    </ModalDialog>
  );
}

export type FilePreview = {
  /** Shows one file; resolves true when confirmed, false when cancelled or closed. */
  open: (file: FileToPreview, options?: PreviewOptions) => Promise<boolean>;
  /** Shows a gallery at `index`. */
  openMulti: (files: readonly FileToPreview[], index: number, options?: PreviewOptions) => Promise<boolean>;
  /** Render this once in the page. */
  modal: ReactElement;
};

/** The preview for one page: `const preview = useFilePreview(); … preview.open(file); … {preview.modal}`. */
export function useFilePreview(): FilePreview {
  const [state, dispatch] = useReducer(previewReducer, closedPreview);
  const [options, setOptions] = useState<PreviewOptions>({});
  const resolver = useRef<((confirmed: boolean) => void) | null>(null);

  const settle = useCallback((confirmed: boolean) => {
    const resolve = resolver.current;
    resolver.current = null;
    dispatch({ type: 'close' });
    resolve?.(confirmed);
  }, []);

  const openMulti = useCallback(
    (files: readonly FileToPreview[], index: number, next: PreviewOptions = {}) => {
      // A second preview answers the first one as cancelled (one at a time).
      resolver.current?.(false);
      setOptions(next);
      dispatch({ type: 'open', files, index });
      return new Promise<boolean>((resolve) => {
        resolver.current = resolve;
      });
    },
    [],
  );
  const open = useCallback(
    (file: FileToPreview, next?: PreviewOptions) => openMulti([file], 0, next),
    [openMulti],
  );

  // Leaving the page while a preview is open answers it as cancelled.
  useEffect(() => () => resolver.current?.(false), []);

  return {
    open,
    openMulti,
    modal: (
      <FilePreviewModal
        state={state}
        dispatch={dispatch}
        options={options}
        onCancel={() => settle(false)}
        onConfirm={() => settle(true)}
      />
    ),
  };
}
