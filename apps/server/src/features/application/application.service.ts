import {
  type ApplicationBodyParsed,
  type ApplicationStatus,
  applicationPermissionOf,
  Code,
  descriptionLength,
  MIN_APPLICATION_DESCRIPTION,
  type ServiceApplication,
  type ServiceType,
} from '@merchant/shared';
import type { Database } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { lockStore } from '../../lib/store-lock';
import { isoNow } from '../../lib/time';
import { recordAudit, transition } from '../../lib/transitions';
import type { Caller } from '../../plugins/access';
import type { Storage } from '../../storage/create-storage';
import { createAccessRepository } from '../session/access.repository';
import { createApplicationRepository } from './application.repository';
import { APPLICATION_ENTITY, applicationTransitions, isEditableStatus } from './application-transitions';
import { qualificationOf, toApplications, unsavedDraft } from './application-wire';

/** Who acts, in which store, for which request (the log line in the operation log). */
export interface ApplicationActor {
  caller: Caller;
  storeId: number;
  requestId?: string;
}

export const applicationLocked = () => new AppError(Code.CONFLICT, 'applicationLocked');

/** The submit rules (docs/applications.md): a described scene and at least one material. */
export const checkSubmittable = (body: Pick<ApplicationBodyParsed, 'description' | 'upload_ids'>) => {
  if (descriptionLength(body.description) < MIN_APPLICATION_DESCRIPTION)
    throw new AppError(Code.VALIDATION, 'applicationDescriptionTooShort', {
      min: MIN_APPLICATION_DESCRIPTION,
    });
  if (body.upload_ids.length === 0) throw new AppError(Code.VALIDATION, 'applicationMaterialsRequired');
};

/**
 * The merchant's side (GET /application/{type}, POST /application): one application per store
 * and service type, pre-filled from the store's approved qualifications, saved as a draft or
 * submitted for the platform's review. The route lets in any of the three screens'
 * permissions; here the type's own (or the all-services screen's) is required.
 */
export const createApplicationService = (db: Database, storage: Storage) => {
  const applications = createApplicationRepository(db);
  const access = createAccessRepository(db);

  /** Which of view / edit the caller holds for `type` in the store. */
  const rightsOf = async (caller: Caller, storeId: number, type: ServiceType) => {
    const codes = [
      'application:view',
      'application:edit',
      applicationPermissionOf(type, 'view'),
      applicationPermissionOf(type, 'edit'),
    ];
    const held = await access.heldPermissions(caller, storeId, codes);
    return {
      view: held.has('application:view') || held.has(applicationPermissionOf(type, 'view')),
      edit: held.has('application:edit') || held.has(applicationPermissionOf(type, 'edit')),
    };
  };

  const denied = (type: ServiceType, action: 'view' | 'edit') =>
    new AppError(Code.FORBIDDEN, 'permissionDenied', {
      permission: `${applicationPermissionOf(type, action)} | application:${action}`,
    });

  const show = async (storeId: number, type: ServiceType, origin: string, canEdit: boolean) => {
    const row = await applications.find(storeId, type);
    if (!row) return unsavedDraft(applications, storage, storeId, type, origin, canEdit);
    return (await toApplications(applications, storage, [row], origin, canEdit))[0] as ServiceApplication;
  };

  return {
    get: async (caller: Caller, storeId: number, type: ServiceType, origin: string) => {
      const rights = await rightsOf(caller, storeId, type);
      if (!rights.view && !rights.edit) throw denied(type, 'view');
      return show(storeId, type, origin, rights.edit);
    },

    /**
     * Saves the draft (any description, any number of materials), or submits it (draft |
     * rejected → pending). Pending and approved applications are refused (-409) with nothing
     * written; so are materials that are not the store's images or PDFs (-400).
     */
    save: async (actor: ApplicationActor, body: ApplicationBodyParsed, origin: string) => {
      const { storeId, caller } = actor;
      if (!(await rightsOf(caller, storeId, body.type)).edit) throw denied(body.type, 'edit');
      const found = await applications.storeMaterialIds(storeId, body.upload_ids);
      const wrong = body.upload_ids.findIndex((id) => !found.has(id));
      if (wrong >= 0)
        throw new AppError(Code.VALIDATION, 'applicationMaterialNotFound', { field: `upload_ids.${wrong}` });
      if (body.submit) checkSubmittable(body);
      await db.transaction().execute(async (trx) => {
        // One writer per store: two first saves would both insert (the unique key would answer 500).
        await lockStore(trx, storeId);
        const repository = createApplicationRepository(trx);
        const current = await repository.find(storeId, body.type);
        if (current && !isEditableStatus(current.status as ApplicationStatus)) throw applicationLocked();
        const now = isoNow();
        const qualification = JSON.stringify(await qualificationOf(repository, storeId));
        const log = {
          actor: caller.accountId,
          storeId,
          entity: APPLICATION_ENTITY,
          requestId: actor.requestId,
        };
        let id: number;
        let status: ApplicationStatus;
        if (current) {
          id = current.id;
          status = current.status as ApplicationStatus;
          await repository.update(id, { description: body.description, qualification, updated_at: now });
          await recordAudit(trx, { ...log, entityId: id, from: status, to: status, reason: 'edited' });
        } else {
          id = await repository.insert({
            store_id: storeId,
            type: body.type,
            description: body.description,
            qualification,
            created_at: now,
          });
          status = 'draft';
          await recordAudit(trx, { ...log, entityId: id, from: null, to: 'draft', reason: 'created' });
        }
        await repository.replaceMaterials(id, body.upload_ids);
        if (body.submit)
          await transition(trx, {
            table: 'service_applications',
            entity: APPLICATION_ENTITY,
            transitions: applicationTransitions,
            id,
            storeId,
            from: status,
            to: 'pending',
            actor: { kind: 'merchant', accountId: caller.accountId, requestId: actor.requestId },
            extra: { submitted_at: now, reject_reason: null, updated_at: now },
          });
      });
      return show(storeId, body.type, origin, true);
    },
  };
};
