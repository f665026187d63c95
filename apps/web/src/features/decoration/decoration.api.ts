/** Server calls of /picture and /decoration (docs/storefront.md). */
import type { DecorationContent, DecorationState, StorePictures, StorePicturesBody } from '@merchant/shared';
import { http } from '../../lib/http';

export const fetchPictures = (signal?: AbortSignal): Promise<StorePictures> =>
  http.get<StorePictures>('/store/picture', undefined, { signal });

/** The whole ordered list and the main picture. */
export const savePictures = (body: StorePicturesBody): Promise<StorePictures> =>
  http.put<StorePictures>('/store/picture', body);

export const fetchDecoration = (signal?: AbortSignal): Promise<DecorationState> =>
  http.get<DecorationState>('/store/decoration', undefined, { signal });

export const saveDecorationDraft = (body: DecorationContent): Promise<DecorationState> =>
  http.put<DecorationState>('/store/decoration', body);

export const publishDecoration = (): Promise<DecorationState> =>
  http.post<DecorationState>('/store/decoration/publish');
