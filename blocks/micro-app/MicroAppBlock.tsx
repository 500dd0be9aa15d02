/**
 * Hosts one embedded micro-app (seed 000 §2 shared screens: online exam, user sidebar,
 * discussion, excellent-course, certificate, micro-app detail, video-player wrapper).
 *
 * The block renders an empty container (`data-micro-app="<name>"`), imports the micro-app's
 * remote entry from the environment's `microApps.<name>` and calls its `mount` (the contract is
 * in microAppContract.ts). A micro-app that cannot be loaded or mounted never takes the page
 * down: the block shows a short notice with 重试, which imports the entry again. A micro-app that
 * plays media asks for the portal's one player (`context.player.mount`), which the block renders
 * into the micro-app's element through a portal, inside the page's contexts.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import type { BlockProps } from '../../src/runtime/blocks/contract';
import { useRuntime } from '../../src/runtime/RuntimeContext';
import { useDataLink, useT } from '../../src/runtime/hooks';
import { siteHref } from '../../src/runtime/links/siteHref';
import { LoadingIndicator } from '../../src/runtime/screens/screens';
import { importMicroAppEntry } from './importEntry';
import { microAppEntryUrl, retryUrl } from './entryUrl';
import { LazyMediaPlayer } from '../media-player/LazyMediaPlayer';
import {
  isMicroAppModule,
  microAppPlayerOptions,
  type MicroAppContext,
  type MicroAppUnmount,
} from './microAppContract';
import './micro-app.css';
import type { MicroAppProps } from './props.gen';

export type { MicroAppProps };

type Phase = 'loading' | 'mounted' | 'failed';

/** A player a micro-app asked for: rendered by the portal into the micro-app's element. */
interface LentPlayer {
  id: number;
  element: HTMLElement;
  options: NonNullable<ReturnType<typeof microAppPlayerOptions>>;
}

export default function MicroAppBlock({ props }: BlockProps<MicroAppProps>) {
  const runtime = useRuntime();
  const t = useT();
  const dataLink = useDataLink();
  const routerNavigate = useNavigate();
  const location = useLocation();
  const params = useParams();
  const containerRef = useRef<HTMLDivElement>(null);
  const [attempt, setAttempt] = useState(0);
  const [phase, setPhase] = useState<Phase>('loading');
  const [players, setPlayers] = useState<LentPlayer[]>([]);
  const nextPlayerId = useRef(0);
  const { session, sitePrefix, lang, envName } = runtime;
  const { app } = props;
  const entryUrl = microAppEntryUrl(runtime.env, app, window.location.origin);

  // Compared by value: a manifest's props are a new object on every render of the page.
  const passThroughJson = JSON.stringify({
    ...props.props,
    ...Object.fromEntries(
      Object.entries(props.propsFromRoute ?? {}).map(([name, param]) => [name, params[param]]),
    ),
  });
  const passThrough = useMemo(
    () => Object.freeze(JSON.parse(passThroughJson) as Record<string, unknown>),
    [passThroughJson],
  );

  // The micro-app keeps the functions it was given; they must act on the current page.
  const actions = useRef<Pick<MicroAppContext, 'navigate' | 'login'>>({
    navigate: () => false,
    login: () => undefined,
  });
  useEffect(() => {
    actions.current = {
      navigate: (href: string) => {
        // The link policy decides; a micro-app may only move the visitor within the site.
        const target = typeof href === 'string' ? dataLink(siteHref(sitePrefix, href)) : undefined;
        if (!target || target.leaves) {
          console.warn(`[micro-app] ${app} asked to go outside the site; refused`, href);
          return false;
        }
        routerNavigate(target.href);
        return true;
      },
      login: () => session.login(`${location.pathname}${location.search}`),
    };
  });

  const userId = session.user?.user_id ?? null;
  const displayName = session.user?.display_name ?? '';
  const role = session.role;
  const sessionKnown = !session.waiting;

  useEffect(() => {
    const container = containerRef.current;
    // Mount with the visitor already known, so the micro-app does not show a logged-out view.
    if (!container || !sessionKnown) return;
    let cancelled = false;
    let unmount: MicroAppUnmount | undefined;
    setPhase('loading');
    const fail = (error: unknown) => {
      if (cancelled) return;
      console.error(`[micro-app] ${app} could not be loaded or mounted`, error);
      container.replaceChildren();
      setPhase('failed');
    };
    if (!entryUrl) {
      fail(new Error(`no usable entry address for "${app}" in environment ${envName}`));
      return;
    }
    const context: MicroAppContext = {
      user: userId ? { id: userId, displayName } : null,
      role,
      lang,
      props: passThrough,
      navigate: (href) => actions.current.navigate(href),
      login: () => actions.current.login(),
      player: {
        mount: (element, given) => {
          const options = microAppPlayerOptions(given);
          const inside =
            element instanceof HTMLElement && element !== container && container.contains(element);
          if (cancelled || !inside || !options) {
            console.warn(`[micro-app] ${app} asked for a player the portal cannot mount`, given);
            return () => undefined;
          }
          const id = (nextPlayerId.current += 1);
          setPlayers((lent) => [...lent, { id, element, options }]);
          return () => setPlayers((lent) => lent.filter((player) => player.id !== id));
        },
      },
    };
    importMicroAppEntry(retryUrl(entryUrl, attempt))
      .then(async (module) => {
        if (cancelled) return;
        if (!isMicroAppModule(module)) throw new Error(`entry of "${app}" has no mount()`);
        const result = await module.mount(container, context);
        if (typeof result === 'function') unmount = result;
        if (cancelled) unmount?.();
        else setPhase('mounted');
      })
      .catch(fail);
    return () => {
      cancelled = true;
      try {
        unmount?.();
      } catch (error) {
        console.error(`[micro-app] ${app} failed to unmount`, error);
      }
      setPlayers([]);
      container.replaceChildren();
    };
  }, [app, entryUrl, attempt, sessionKnown, userId, displayName, role, lang, passThrough, envName]);

  // A keyboard user who pressed 重试 should not lose their place when the button disappears.
  useEffect(() => {
    if (phase === 'mounted' && attempt > 0) containerRef.current?.focus();
  }, [phase, attempt]);

  const label = t(`msg:microApp.name.${app}`);
  return (
    <section className="micro-app" aria-label={label} data-micro-app-phase={phase}>
      {phase === 'loading' && <LoadingIndicator text={t('msg:shell.loading')} />}
      {phase === 'failed' && (
        <div className="micro-app__notice" role="alert">
          <p className="micro-app__notice-text">{t('msg:microApp.failed')}</p>
          <button
            type="button"
            className="edu-action micro-app__retry"
            onClick={() => setAttempt((count) => count + 1)}
          >
            {t('msg:microApp.retry')}
          </button>
        </div>
      )}
      {/* Owned by the micro-app: React never renders children here. */}
      <div
        ref={containerRef}
        className="micro-app__container"
        data-micro-app={app}
        tabIndex={-1}
        hidden={phase === 'failed'}
        aria-busy={phase === 'loading'}
      />
      {players.map(({ id, element, options }) =>
        createPortal(<LazyMediaPlayer {...options} />, element, String(id)),
      )}
    </section>
  );
}
