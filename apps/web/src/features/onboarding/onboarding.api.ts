/**
 * Calls of the onboarding screens (docs/api.md "Onboarding"). Form calls are `silent`: the
 * screen shows the server's message next to the form (with links where they help) instead of
 * a toast.
 */
import type {
  AuditEvent,
  ClaimableStore,
  ClaimStoreQuery,
  ClaimSummary,
  ListedClaimableStore,
  LoginResult,
  NewStoreBody,
  Page,
  Qualification,
  QualificationBody,
  RegisterBody,
  SignedFileUrl,
} from '@merchant/shared';
import { http } from '../../lib/http';

/** Creates the merchant account and signs it in (no store yet). */
export const register = (body: RegisterBody) =>
  http.post<LoginResult>('/user/register', body, { silent: true });

/** Stores nobody manages, searched by name and city (anywhere in the field). */
export const fetchClaimableStores = (query: ClaimStoreQuery, signal?: AbortSignal) =>
  http.get<Page<ListedClaimableStore>>('/claim/stores', { ...query }, { signal });

export interface CreatedStore extends ClaimableStore {
  phone: string;
}

/** Adds a store that is not listed; it starts unclaimed. */
export const createStore = (body: NewStoreBody) =>
  http.post<CreatedStore>('/claim/store', body, { silent: true });

export const applyForStore = (storeId: number) =>
  http.post<ClaimSummary>('/claim/apply', { store_id: storeId }, { silent: true });

/** The caller's claims, newest first. */
export const fetchClaimStatus = (signal?: AbortSignal) =>
  http.get<ClaimSummary[]>('/claim/status', undefined, { signal });

/** Submits or replaces the qualifications of a claim. */
export const submitQualification = (body: QualificationBody) =>
  http.post<Qualification>('/claim/qualification', body, { silent: true });

export const fetchQualification = (id: number, signal?: AbortSignal) =>
  http.get<Qualification>(`/claim/qualification/${id}`, undefined, { signal });

export const deleteQualification = (id: number) =>
  http.get<null>('/claim/qualification/delete', { id }, { silent: true });

/**
 * A signed address to look at an uploaded photo. Silent: a photo that cannot be shown (not in
 * the selected store, say) is simply listed by its number.
 */
export const fetchPhotoUrl = (id: number, signal?: AbortSignal) =>
  http.get<SignedFileUrl>(`/upload/files/${id}/url`, undefined, { signal, silent: true });

/** The operation log of one of the caller's claims (its state changes, oldest first). Silent: the panel shows a failure. */
export const fetchClaimAudit = (id: number, signal?: AbortSignal) =>
  http.get<AuditEvent[]>(`/claim/${id}/audit`, undefined, { signal, silent: true });
