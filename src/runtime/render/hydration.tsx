/**
 * Hydrating a server-rendered first view (issue 17 point 2). The server renders every visitor
 * the same page: nobody signed in, the login check still waiting. The browser's first render
 * must produce that same markup, or React throws the server's HTML away; so while hydrating,
 * whatever differs per visitor reads as the server had it, and the render right after shows the
 * visitor's own (the remembered user, their role, their gates).
 */
import {
  createContext,
  startTransition,
  useContext,
  useEffect,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import type { SessionLike } from '../boot/portalDeps';

const subscribeNever = () => () => undefined;

/** True on the server and while the browser hydrates its HTML (React's server snapshot). */
const useServerSnapshot = (server: boolean) =>
  useSyncExternalStore(
    subscribeNever,
    () => false,
    () => server,
  );

/** The phase HydrationPhase gives its tree; null outside one. */
const HydratingContext = createContext<boolean | null>(null);

/**
 * The hydration phase of the app's tree (app/PortalApp.tsx, on the server and in the browser).
 *
 * The render that follows hydration shows the visitor's own session, and the site's context
 * changes with it: every block renders again. Left to React's store check, that render was
 * synchronous, one task of 100 ms on a phone right after hydration (Lighthouse's blocking time
 * on /). Here it is a transition: React renders it in slices and the browser answers between
 * them. Only this component sees the hydration end through the store check, and it renders the
 * same tree again at once (its children unchanged), so nothing below is rendered twice.
 */
export function HydrationPhase(props: { children: ReactNode }) {
  const server = useServerSnapshot(true);
  const [hydrating, setHydrating] = useState(server);
  useEffect(() => {
    if (hydrating) startTransition(() => setHydrating(false));
  }, [hydrating]);
  return <HydratingContext.Provider value={hydrating}>{props.children}</HydratingContext.Provider>;
}

/**
 * True on the server and while the browser hydrates its HTML, false in every other render
 * (a page rendered in the browser alone never sees true). Inside a HydrationPhase it turns false
 * in the phase's transition; outside one, React renders again once the hydration is done,
 * because the browser's value differs from the server's.
 */
export function useHydrating(): boolean {
  const phase = useContext(HydratingContext);
  // Inside a phase both snapshots agree: no render of its own when the hydration ends.
  const alone = useServerSnapshot(phase === null);
  return phase ?? alone;
}

/** The session as the server renders it: login state 0 (wait), nobody (seed 000 §4). */
export const SERVER_SESSION: Pick<
  SessionLike,
  'state' | 'loggedIn' | 'user' | 'role' | 'roles' | 'message'
> = Object.freeze({
  state: 0,
  loggedIn: false,
  user: null,
  role: null,
  roles: [],
  message: null,
});
