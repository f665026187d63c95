/**
 * What one row of the upload list shows and offers, from the task's snapshot: pure, so that
 * the rules (which buttons in which state, what the status line says) are tested in Node.
 */
import { secondsRemaining } from '../../lib/uploader/progress';
import type { UploadSnapshot, UploadState } from '../../lib/uploader/upload-task';
import { formatBytes, formatDuration } from './upload-rules';

export type ItemAction = 'pause' | 'resume' | 'retry' | 'cancel' | 'remove';

export const actionsFor = (state: UploadState): ItemAction[] => {
  switch (state) {
    case 'waiting':
    case 'preparing':
    case 'uploading':
    case 'completing':
      return ['pause', 'cancel'];
    case 'paused':
      return ['resume', 'cancel'];
    case 'error':
      return ['retry', 'cancel'];
    case 'reporting':
      return [];
    case 'success':
    case 'canceled':
      return ['remove'];
  }
};

export type ProgressStatus = 'active' | 'normal' | 'exception' | 'success';

export const progressStatusFor = (state: UploadState): ProgressStatus => {
  if (state === 'error') return 'exception';
  if (state === 'success') return 'success';
  if (state === 'uploading' || state === 'completing' || state === 'reporting') return 'active';
  return 'normal';
};

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** "Uploading · 2.5 MB/s · 0:42 left", "Paused", an error text … */
export const statusLine = (item: UploadSnapshot, t: Translate): string => {
  if (item.state === 'error' && item.error) {
    return t(`errors.${item.error.code}`, { defaultValue: item.error.message });
  }
  const parts = [t(`state.${item.state}`)];
  if (item.state === 'uploading' && item.progress.speed > 0) {
    parts.push(t('speed', { speed: formatBytes(item.progress.speed) }));
    const left = secondsRemaining(item.progress);
    if (left !== undefined) parts.push(t('remaining', { time: formatDuration(left) }));
  }
  if (item.resumedBytes > 0 && item.state !== 'success') {
    parts.push(t('resumed', { size: formatBytes(item.resumedBytes) }));
  }
  return parts.join(' · ');
};
