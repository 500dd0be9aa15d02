/**
 * Loads something from the studio service (src/services/studioService.ts) for the studio and
 * lecturer blocks: loading, error or ready, remembered with the key it was asked for, so a new
 * choice shows loading until its own answer arrives and a late answer never overwrites it.
 */
import { useEffect, useState } from 'react';
import { useServices } from '../../src/runtime/hooks';
import type { StudioService } from '../../src/services/studioService';

export type Loaded<T> =
  { state: 'loading' } | { state: 'error'; error: unknown } | { state: 'ready'; value: T };

export function useStudioLoad<T>(
  key: string | null,
  load: (service: StudioService) => Promise<T>,
): Loaded<T> {
  const services = useServices();
  const [answer, setAnswer] = useState<{ key: string | null; loaded: Loaded<T> }>({
    key: null,
    loaded: { state: 'loading' },
  });
  useEffect(() => {
    if (key === null) return;
    let current = true;
    const settle = (loaded: Loaded<T>) => {
      if (current) setAnswer({ key, loaded });
    };
    const service = services.studio;
    if (!service) {
      settle({ state: 'error', error: new Error('The studio service is not available') });
      return;
    }
    service()
      .then(load)
      .then(
        (value) => settle({ state: 'ready', value }),
        (error: unknown) => settle({ state: 'error', error }),
      );
    return () => {
      current = false;
    };
    // `key` names everything `load` reads.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [services, key]);
  return answer.key === key ? answer.loaded : { state: 'loading' };
}

/** The page in the address (`?page=`, 1-based); anything else is page 1. */
export function pageFromQuery(raw: string | null): number {
  const page = Number(raw);
  return Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1;
}
