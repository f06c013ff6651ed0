import { useEffect, useState } from 'react';
import { fetchFileBlob } from './fetch-file.ts';

export type FileObjectUrl = { objectUrl: string | null; hasError: boolean };

/**
 * A file of our API (fetched with the user's token) as a blob: URL an <img> or <iframe> can show;
 * revoked when the URL changes or the component goes. A null URL shows nothing.
 */
export function useFileObjectUrl(
  url: string | null,
  onLoaded?: () => void,
  onFailed?: () => void,
): FileObjectUrl {
  const [state, setState] = useState<FileObjectUrl>({ objectUrl: null, hasError: false });

  // biome-ignore lint/correctness/useExhaustiveDependencies: the callbacks report; only the URL asks again
  useEffect(() => {
    setState({ objectUrl: null, hasError: false });
    if (!url) return;
    const controller = new AbortController();
    let objectUrl: string | null = null;
    fetchFileBlob(url, controller.signal).then(
      (blob) => {
        if (controller.signal.aborted) return;
        objectUrl = URL.createObjectURL(blob);
        setState({ objectUrl, hasError: false });
        onLoaded?.();
      },
      () => {
        if (controller.signal.aborted) return;
        setState({ objectUrl: null, hasError: true });
        onFailed?.();
      },
    );
    return () => {
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [url]);

  return state;
}
