/**
 * Pure rules of the /steps wizard (spec §2, §4): which step is active, and the addresses that
 * carry the chosen store (`merId`, `merName`) from one screen to the next.
 */

/** Register account, claim store, submit qualifications. */
export const STEP_KEYS = ['register', 'claim', 'qualifications'] as const;
export type StepKey = (typeof STEP_KEYS)[number];
export const STEP_COUNT = STEP_KEYS.length;
export const LAST_STEP = STEP_COUNT - 1;

export const STEPS_PATH = '/steps';

/**
 * The `index` query parameter as a step: whole numbers are clamped to 0..2 ("5" -> 2,
 * "-1" -> 0); anything else (absent, "", "abc", "1.5") is the first step.
 */
export const parseStepIndex = (raw: string | null | undefined): number => {
  const text = raw?.trim() ?? '';
  if (!/^[+-]?\d+$/.test(text)) return 0;
  const value = Number(text);
  return Math.min(LAST_STEP, Math.max(0, value));
};

/** The child routes of /steps and the step each one belongs to. */
export const CHILD_STEP: Readonly<Record<string, number>> = {
  '/steps/register': 0,
  '/steps/claim': 1,
  '/steps/components/list': 1,
  '/steps/qualifications': 2,
};

/**
 * The active step: a child route says which one it is; on /steps itself the `index` parameter
 * does. A trailing slash is ignored.
 */
export const activeStepOf = (pathname: string, index: string | null | undefined): number => {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return CHILD_STEP[path] ?? parseStepIndex(index);
};

/** `merId` as a store id: a positive whole number, else undefined. */
export const parseMerId = (raw: string | null | undefined): number | undefined => {
  const text = raw?.trim() ?? '';
  if (!/^\d{1,10}$/.test(text)) return undefined;
  const value = Number(text);
  return value > 0 && value <= 2_147_483_647 ? value : undefined;
};

export interface ChosenStore {
  merId?: number;
  merName?: string;
}

/** The chosen store from the query string (what the child screens receive). */
export const chosenStoreOf = (params: URLSearchParams): ChosenStore => {
  const merId = parseMerId(params.get('merId'));
  const merName = params.get('merName')?.trim() || undefined;
  return { merId, merName };
};

/** `/steps?index=N` plus the chosen store when there is one. */
export const wizardHref = (index: number, store: ChosenStore = {}): string => {
  const params = new URLSearchParams({ index: String(Math.min(LAST_STEP, Math.max(0, Math.trunc(index)))) });
  if (store.merId !== undefined) params.set('merId', String(store.merId));
  if (store.merName) params.set('merName', store.merName);
  return `${STEPS_PATH}?${params.toString()}`;
};

/** Where the merchant's screens live: the public wizard, or the signed-in pages outside the layout. */
export type OnboardingContext = 'wizard' | 'console';

/** /steps/state and /steps/create belong to the wizard; /state and /create to the console. */
export const contextOf = (pathname: string): OnboardingContext =>
  pathname === STEPS_PATH || pathname.startsWith(`${STEPS_PATH}/`) ? 'wizard' : 'console';

export const statusPathOf = (context: OnboardingContext): string =>
  context === 'wizard' ? '/steps/state' : '/state';

export const createPathOf = (context: OnboardingContext): string =>
  context === 'wizard' ? '/steps/create' : '/create';

/** The stores open to claim, with a search already filled in. */
export const claimListHref = (search: { name?: string; city?: string } = {}): string => {
  const params = new URLSearchParams();
  if (search.name?.trim()) params.set('name', search.name.trim());
  if (search.city?.trim()) params.set('city', search.city.trim());
  const query = params.toString();
  return query ? `/steps/components/list?${query}` : '/steps/components/list';
};

/** /qualifications for one claim. */
export const qualificationsHref = (claim_id: number, edit = false): string =>
  `/qualifications?claim_id=${claim_id}${edit ? '&edit=1' : ''}`;
