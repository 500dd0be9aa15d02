/**
 * Hydrating a server-rendered first view (issue 17 point 2). The server renders every visitor
 * the same page: nobody signed in, the login check still waiting. The browser's first render
 * must produce that same markup, or React throws the server's HTML away; so while hydrating,
 * whatever differs per visitor reads as the server had it, and the render right after shows the
 * visitor's own (the remembered user, their role, their gates).
 */
import { useSyncExternalStore } from 'react';
import type { SessionLike } from '../boot/portalDeps';

const subscribeNever = () => () => undefined;

/**
 * True on the server and while the browser hydrates its HTML, false in every other render
 * (a page rendered in the browser alone never sees true). React re-renders once the hydration
 * is done, because the browser's value differs from the server's.
 */
export function useHydrating(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => false,
    () => true,
  );
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
