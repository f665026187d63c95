/** Server calls of the timed (/timetable) and per-visit (/numbertable) screens (docs/services.md). */
import type {
  CountService,
  CountServiceBody,
  CountServiceOptions,
  ListQueryInput,
  Page,
  ServiceStatus,
  TimedService,
  TimedServiceBody,
  TimedServiceOptions,
} from '@merchant/shared';
import { http } from '../../lib/http';

export const fetchTimedServices = (
  query: ListQueryInput,
  signal?: AbortSignal,
): Promise<Page<TimedService>> => http.post<Page<TimedService>>('/service/timed/list', query, { signal });

export const fetchTimedService = (id: number, signal?: AbortSignal): Promise<TimedService> =>
  http.get<TimedService>(`/service/timed/${id}`, undefined, { signal });

export const fetchTimedOptions = (signal?: AbortSignal): Promise<TimedServiceOptions> =>
  http.get<TimedServiceOptions>('/service/timed/options', undefined, { signal });

export const saveTimedService = (id: number | null, body: TimedServiceBody): Promise<TimedService> =>
  id === null
    ? http.post<TimedService>('/service/timed', body)
    : http.put<TimedService>(`/service/timed/${id}`, body);

export const setTimedStatus = (id: number, to: ServiceStatus): Promise<TimedService> =>
  http.post<TimedService>(`/service/timed/${id}/${to}`);

export const fetchCountServices = (
  query: ListQueryInput,
  signal?: AbortSignal,
): Promise<Page<CountService>> => http.post<Page<CountService>>('/service/count/list', query, { signal });

export const fetchCountService = (id: number, signal?: AbortSignal): Promise<CountService> =>
  http.get<CountService>(`/service/count/${id}`, undefined, { signal });

export const fetchCountOptions = (signal?: AbortSignal): Promise<CountServiceOptions> =>
  http.get<CountServiceOptions>('/service/count/options', undefined, { signal });

export const saveCountService = (id: number | null, body: CountServiceBody): Promise<CountService> =>
  id === null
    ? http.post<CountService>('/service/count', body)
    : http.put<CountService>(`/service/count/${id}`, body);

export const setCountStatus = (id: number, to: ServiceStatus): Promise<CountService> =>
  http.post<CountService>(`/service/count/${id}/${to}`);
