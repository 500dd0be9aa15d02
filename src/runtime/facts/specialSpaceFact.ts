/**
 * The `specialSpaceQualified` fact (seed 000 §6; ledger CORE-SPACE-01..06, A-33, HD-SUN-12):
 * whether the signed-in visitor qualifies for the special space, so manifests can gate the
 * sunshine live-class entry on it.
 *
 * - Special-space mode is on for the special paths and the configured hosts
 *   (`isSpecialSpace`, `specialSpace.hosts` of the environment) and nowhere else: elsewhere the
 *   fact is `false` and nothing is asked (CORE-SPACE-01).
 * - On a special page a signed-in teacher or student is looked up once per page load (every
 *   component reading facts shares one lookup). While it runs the fact is absent, so a gate that
 *   reads it waits for the answer (it is a loadable fact) instead of deciding on a guess.
 * - A yes is kept per user in localStorage (`qualifiesForSpecialSpace`): the next visit asks
 *   nothing (CORE-SPACE-06). A no is forgotten when the visitor leaves the special space, so
 *   coming back asks again.
 */
import { useEffect, useMemo, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useRuntime, type Runtime } from '../RuntimeContext';
import type { RoleCode } from './facts';
import type { StorageLike } from '../../services/http/types';
import type { SpecialSpaceService } from '../../services/specialSpaceService';
import {
  isSpecialSpace,
  qualifiesForSpecialSpace,
  specialSpaceConfigOf,
  specialSpaceStorageKey,
} from '../../stores/specialSpace';

interface Lookups {
  settled: Map<string, boolean>;
  pending: Map<string, Promise<boolean>>;
}

/** One set of lookups per services object: the app has one, each test its own. */
const lookupsByService = new WeakMap<SpecialSpaceService, Lookups>();

function lookupsOf(service: SpecialSpaceService): Lookups {
  let lookups = lookupsByService.get(service);
  if (!lookups) {
    lookups = { settled: new Map(), pending: new Map() };
    lookupsByService.set(service, lookups);
  }
  return lookups;
}

const keyOf = (userId: string, role: RoleCode | null) => `${userId}|${role ?? ''}`;

const noStorage: StorageLike = {
  getItem: () => null,
  setItem: () => undefined,
  removeItem: () => undefined,
};

function positiveCache(): StorageLike {
  try {
    return typeof localStorage === 'undefined' ? noStorage : localStorage;
  } catch {
    return noStorage;
  }
}

/** The answer already known for this user and role (this page load, or a stored yes). */
function knownQualification(
  service: SpecialSpaceService,
  userId: string,
  role: RoleCode | null,
): boolean | undefined {
  const settled = lookupsOf(service).settled.get(keyOf(userId, role));
  if (settled !== undefined) return settled;
  try {
    if (positiveCache().getItem(specialSpaceStorageKey(userId)) === '1') return true;
  } catch {
    // storage unavailable: ask
  }
  return undefined;
}

/** Asks once per user and role at a time; later callers share the answer. */
export function lookUpQualification(
  service: SpecialSpaceService,
  userId: string,
  role: RoleCode | null,
): Promise<boolean> {
  const lookups = lookupsOf(service);
  const key = keyOf(userId, role);
  const settled = lookups.settled.get(key);
  if (settled !== undefined) return Promise.resolve(settled);
  const running = lookups.pending.get(key);
  if (running) return running;
  const pending = qualifiesForSpecialSpace({
    userId,
    role,
    schoolIds: () => service.schoolIds(),
    identity: service,
    storage: positiveCache(),
  }).then((qualified) => {
    lookups.pending.delete(key);
    lookups.settled.set(key, qualified);
    return qualified;
  });
  lookups.pending.set(key, pending);
  return pending;
}

/** Leaving the special space: a "no" is not kept (seed 000 §6 caches only positives). */
function forgetNegatives(service: SpecialSpaceService): void {
  const { settled } = lookupsOf(service);
  for (const [key, qualified] of settled) if (!qualified) settled.delete(key);
}

function currentHostname(): string {
  return typeof window === 'undefined' ? '' : window.location.hostname;
}

/**
 * The fact's value for the current address and visitor: `false` outside the special space,
 * when logged out or without the service; the answer once known; `undefined` while asking.
 */
export function useSpecialSpaceQualified(): boolean | undefined {
  const { session, services, env } = useRuntime();
  const { pathname } = useLocation();
  const hosts = useMemo(() => specialSpaceConfigOf(env).hosts, [env]);
  const active = isSpecialSpace(pathname, currentHostname(), hosts);
  const userId = session.loggedIn ? (session.user?.user_id ?? null) : null;
  const { role } = session;
  const service = services.specialSpace;
  const known = active && userId && service ? knownQualification(service, userId, role) : false;
  // Bumped when a lookup this component started has answered, to read the answer.
  const [, setAnswered] = useState(0);

  useEffect(() => {
    if (!service) return;
    if (!active) {
      forgetNegatives(service);
      return;
    }
    if (!userId || known !== undefined) return;
    let current = true;
    void lookUpQualification(service, userId, role).then(() => {
      if (current) setAnswered((count) => count + 1);
    });
    return () => {
      current = false;
    };
  }, [service, active, userId, role, known]);

  return known;
}

/**
 * Loads the fact for a gate decision when the facts did not hold it yet (the page's lookup is
 * still running): the gate then waits for the same lookup.
 */
export function loadSpecialSpaceQualified(runtime: Runtime): Promise<boolean> {
  const { session, services } = runtime;
  const userId = session.loggedIn ? session.user?.user_id : undefined;
  if (!userId || !services.specialSpace) return Promise.resolve(false);
  return lookUpQualification(services.specialSpace, userId, session.role);
}
