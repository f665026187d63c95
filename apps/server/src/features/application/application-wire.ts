import {
  type ApplicationQualification,
  type ApplicationStatus,
  applicationQualification,
  type ServiceApplication,
  type ServiceType,
} from '@merchant/shared';
import type { Storage } from '../../storage/create-storage';
import { signFileUrl } from '../upload/upload.service';
import type { ApplicationRow, createApplicationRepository } from './application.repository';

type Repository = ReturnType<typeof createApplicationRepository>;

/** 110101199003071234 → 110***********1234: enough to recognise, never the number. */
export const maskIdCard = (value: string): string =>
  value.length <= 7
    ? '*'.repeat(value.length)
    : `${value.slice(0, 3)}${'*'.repeat(value.length - 7)}${value.slice(-4)}`;

/** The store's facts and its approved qualifications, as an application shows them. */
export const qualificationOf = async (
  repository: Repository,
  storeId: number,
): Promise<ApplicationQualification> => {
  const [store, q] = await Promise.all([
    repository.store(storeId),
    repository.approvedQualification(storeId),
  ]);
  return {
    store_name: store?.name ?? '',
    city: store?.city ?? '',
    address: store?.address ?? '',
    licence_code: q?.licence_code ?? null,
    legal_name: q?.legal_name ?? null,
    id_card_masked: q ? maskIdCard(q.id_card_number) : null,
    contact_phone: q?.contact_phone ?? null,
    licence_photo_id: q?.licence_photo_id ?? null,
    approved_at: q?.decided_at ?? null,
  };
};

/** The stored snapshot, or null when it is damaged (the caller then reads the facts afresh). */
export const parseQualification = (stored: string): ApplicationQualification | null => {
  try {
    const parsed = applicationQualification.safeParse(JSON.parse(stored));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
};

/**
 * Wire objects. `origin` null (the command line): addresses are not signed. `canEdit`: what
 * the caller may do, for the merchant's screen (false for the platform).
 */
export const toApplications = async (
  repository: Repository,
  storage: Storage | null,
  rows: ApplicationRow[],
  origin: string | null,
  canEdit = false,
): Promise<ServiceApplication[]> => {
  const materials = await repository.materials(rows.map((r) => r.id));
  const sign = async (file: { key: string; content_type: string }) =>
    storage && origin ? (await signFileUrl(storage, file, origin)).url : null;
  return Promise.all(
    rows.map(async (row) => {
      const qualification =
        parseQualification(row.qualification) ?? (await qualificationOf(repository, row.store_id));
      const licence =
        qualification.licence_photo_id === null
          ? undefined
          : await repository.fileById(qualification.licence_photo_id);
      return {
        id: row.id,
        store_id: row.store_id,
        store_name: row.store_name,
        type: row.type as ServiceType,
        status: row.status as ApplicationStatus,
        description: row.description,
        qualification,
        licence_photo_url: licence ? await sign(licence) : null,
        materials: await Promise.all(
          materials
            .filter((m) => m.application_id === row.id)
            .map(async (m) => ({
              upload_id: m.upload_id,
              file_name: m.file_name,
              content_type: m.content_type,
              url: await sign(m),
            })),
        ),
        reject_reason: row.reject_reason,
        submitted_at: row.submitted_at,
        decided_at: row.decided_at,
        created_at: row.created_at,
        updated_at: row.updated_at,
        can_edit: canEdit,
      };
    }),
  );
};

/** A store's application before anything is saved: a draft pre-filled from its qualifications. */
export const unsavedDraft = async (
  repository: Repository,
  storage: Storage | null,
  storeId: number,
  type: ServiceType,
  origin: string,
  canEdit: boolean,
): Promise<ServiceApplication> => {
  const qualification = await qualificationOf(repository, storeId);
  const licence =
    qualification.licence_photo_id === null
      ? undefined
      : await repository.fileById(qualification.licence_photo_id);
  return {
    id: null,
    store_id: storeId,
    store_name: qualification.store_name,
    type,
    status: 'draft',
    description: '',
    qualification,
    licence_photo_url: licence && storage ? (await signFileUrl(storage, licence, origin)).url : null,
    materials: [],
    reject_reason: null,
    submitted_at: null,
    decided_at: null,
    created_at: null,
    updated_at: null,
    can_edit: canEdit,
  };
};
