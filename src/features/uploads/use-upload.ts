import { useCallback, useEffect, useRef, useState } from 'react';
import type { Upload } from '../../../core/contracts/uploads/uploads.contract.ts';
import { type UploadFileOptions, uploadFile } from './upload-file.ts';

export type UploadInProgress = { fileName: string; percent: number };

/**
 * One upload at a time for a component: its progress for the progress bar, a cancel, and an abort
 * when the component goes (nothing keeps uploading for a page that is no longer there).
 */
export function useUpload() {
  const [progress, setProgress] = useState<UploadInProgress | null>(null);
  const controller = useRef<AbortController | null>(null);

  useEffect(() => () => controller.current?.abort(), []);

  const start = useCallback(
    async (options: Omit<UploadFileOptions, 'signal' | 'onProgress'>): Promise<Upload> => {
      controller.current?.abort();
      const current = new AbortController();
      controller.current = current;
      setProgress({ fileName: options.file.name, percent: 0 });
      try {
        return await uploadFile({
          ...options,
          signal: current.signal,
          onProgress: ({ percent }) => setProgress({ fileName: options.file.name, percent }),
        });
      } finally {
        if (controller.current === current) {
          controller.current = null;
          setProgress(null);
        }
      }
    },
    [],
  );

  const cancel = useCallback(() => controller.current?.abort(), []);

  return { start, cancel, progress };
}
