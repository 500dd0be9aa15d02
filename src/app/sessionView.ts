/**
 * The session as the site's blocks see it (`runtime.session`), hydration included
 * (src/runtime/render/hydration.tsx): while a server-rendered first view hydrates, it reads as the
 * server rendered it (waiting, nobody); once the render that ends the hydration is in, it reads
 * the visitor's own.
 */
import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { observable, runInAction } from 'mobx';
import type { SessionView } from '../runtime/RuntimeContext';
import type { SessionLike } from '../runtime/boot/portalDeps';
import { SERVER_SESSION } from '../runtime/render/hydration';
import { LoginState } from '../stores/sessionStore';

/**
 * `runtime.session` for a render with `hydrating` as it is. A new view whenever what it shows
 * changes (so the site re-renders); its fields read the store itself, so code holding a view
 * made earlier (an effect, a request under way, a gate waiting with mobx `when` for the login
 * check) sees the answer arrive, and sees the visitor once the hydration has ended.
 */
export function useSessionView(session: SessionLike, hydrating: boolean): SessionView {
  // The render's own phase, for fields read while rendering.
  const hydratingNow = useRef(hydrating);
  hydratingNow.current = hydrating;
  // The same, observable, set once that render is committed: a `when` over a field is told the
  // page is now the visitor's. (The hydration ends in a transition that a click can come
  // before; a gate pressed then waited for nothing, until its timeout.)
  const [hydrationOver] = useState(() => observable.box(!hydrating, { deep: false }));
  useLayoutEffect(() => {
    if (!hydrating && !hydrationOver.get()) runInAction(() => hydrationOver.set(true));
  }, [hydrating, hydrationOver]);

  const shown = hydrating ? SERVER_SESSION : session;
  const { state, loggedIn, user, role, roles } = shown;
  return useMemo(() => {
    const current = () => {
      hydrationOver.get();
      return hydratingNow.current ? SERVER_SESSION : session;
    };
    return {
      get waiting() {
        return current().state === LoginState.Wait;
      },
      get loggedIn() {
        return current().loggedIn;
      },
      get user() {
        return current().user;
      },
      get role() {
        return current().role;
      },
      get roles() {
        return current().roles;
      },
      login: (returnTo?: string) => session.login(returnTo),
      logout: () => session.logout(),
    };
    // The values shown are listed so a change makes a new view; the fields read them. The
    // hydration's end alone changes none for a visitor the check has not answered yet.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [session, hydrationOver, state, loggedIn, user, role, roles]);
}
