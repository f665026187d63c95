/**
 * One Uploader per mounted upload component, its snapshots as React state, and the
 * `onUploaded` callback once per finished file.
 *
 * Uploads are not paused when the component's effects are cleaned up: the tab strip keeps
 * screens alive with <Activity>, which cleans effects up while a tab is hidden, and an upload
 * should go on while the merchant looks at another tab. They are paused when the store
 * changes (their credentials and keys belong to the previous store); they resume from the
 * upload-id cache when the same file is picked again under that store.
 */
import type { UploadedFile } from '@merchant/shared';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useStoreStore } from '../../app/store-store';
import { activeStates } from '../../lib/uploader/upload-task';
import { Uploader } from '../../lib/uploader/uploader';
import { uploadApi } from './upload.api';
import { uploadTarget } from './upload-rules';

export interface UploadedFileInfo {
  id: number;
  key: string;
  url: string;
  fileName: string;
}

const liveUploaders = new Set<Uploader<UploadedFile>>();

useStoreStore.subscribe((state, previous) => {
  if (state.storeId === previous.storeId) return;
  for (const uploader of liveUploaders) uploader.pauseAll();
  liveUploaders.clear();
});

export interface UseUploaderOptions {
  onUploaded?: (file: UploadedFileInfo, record: UploadedFile) => void;
}

export const useUploader = ({ onUploaded }: UseUploaderOptions) => {
  const onUploadedRef = useRef(onUploaded);
  onUploadedRef.current = onUploaded;
  const [uploader] = useState(() => {
    const created = new Uploader<UploadedFile>({
      api: uploadApi,
      target: (file) => uploadTarget(useStoreStore.getState().storeId, file.name),
    });
    liveUploaders.add(created);
    return created;
  });
  const items = useSyncExternalStore(uploader.subscribe, uploader.getSnapshot);

  const delivered = useRef(new Set<string>());
  useEffect(() => {
    for (const item of items) {
      if (item.state !== 'success' || !item.result || delivered.current.has(item.id)) continue;
      delivered.current.add(item.id);
      const { id, key, url, file_name: fileName } = item.result;
      onUploadedRef.current?.({ id, key, url, fileName }, item.result);
    }
  }, [items]);

  // Leaving the page stops uploads (they stay resumable): ask first.
  const busy = items.some((item) => item.state === 'waiting' || activeStates.includes(item.state));
  useEffect(() => {
    if (!busy) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [busy]);

  return { uploader, items };
};
