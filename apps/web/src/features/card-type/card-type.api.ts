/** Server calls of the card-type screen (docs/card-types.md). */
import type {
  CardSettings,
  CardType,
  CardTypeBody,
  CardTypeOptions,
  ListQueryInput,
  Page,
} from '@merchant/shared';
import { http } from '../../lib/http';

/** One page of card types for a list query (packages/shared lists/card-type.list.ts). */
export const fetchCardTypes = (query: ListQueryInput, signal?: AbortSignal): Promise<Page<CardType>> =>
  http.post<Page<CardType>>('/card/type/list', query, { signal });

export const fetchCardType = (id: number, signal?: AbortSignal): Promise<CardType> =>
  http.get<CardType>(`/card/type/${id}`, undefined, { signal });

/**
 * Saves; a type the store's prepaid caps forbid selling is saved too (code -22), and the
 * answer's `cap_warnings` say why.
 */
export const saveCardType = (id: number | null, body: CardTypeBody): Promise<CardType> =>
  id === null ? http.post<CardType>('/card/type', body) : http.put<CardType>(`/card/type/${id}`, body);

export const setCardTypeOnSale = (id: number, onSale: boolean): Promise<CardType> =>
  http.post<CardType>(`/card/type/${id}/${onSale ? 'on-sale' : 'off-sale'}`);

export const fetchCardTypeOptions = (signal?: AbortSignal): Promise<CardTypeOptions> =>
  http.get<CardTypeOptions>('/card/type/options', undefined, { signal });

export const fetchCardSettings = (signal?: AbortSignal): Promise<CardSettings> =>
  http.get<CardSettings>('/card/settings', undefined, { signal });

export const saveCardSettings = (settings: CardSettings): Promise<CardSettings> =>
  http.put<CardSettings>('/card/settings', settings);
