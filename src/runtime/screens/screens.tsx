/**
 * Shared screens (seed 000 §2): not found, generic error, loading indicator, no access, and
 * the manifest error list shown in dev and preview. They take their texts as props so they
 * work even before the message catalogue has loaded.
 */
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { LOADING_INDICATOR_DELAY_MS } from '../../lib/specConstants';
import type { ManifestProblem } from '../manifest/types';
import './screens.css';

function Screen(props: {
  kind: string;
  title: string;
  body?: ReactNode;
  action?: ReactNode;
  /** Announce the title (an error the visitor did not ask for). */
  alert?: boolean;
}) {
  return (
    <section className={`screen screen--${props.kind}`} data-screen={props.kind}>
      <div className="screen__art" aria-hidden="true" />
      <h1 className="screen__title" role={props.alert ? 'alert' : undefined}>
        {props.title}
      </h1>
      {props.body && <div className="screen__body">{props.body}</div>}
      {props.action}
    </section>
  );
}

interface HomeLink {
  homeLabel: string;
  homeHref: string;
}

function ScreenWithHomeLink(
  props: HomeLink & { kind: string; title: string; body?: string; alert?: boolean },
) {
  return (
    <Screen
      kind={props.kind}
      title={props.title}
      body={props.body}
      alert={props.alert}
      action={
        <a className="edu-action screen__action" href={props.homeHref}>
          {props.homeLabel}
        </a>
      }
    />
  );
}

export function NotFoundScreen(props: HomeLink & { title: string; body: string }) {
  return <ScreenWithHomeLink kind="not-found" {...props} />;
}

/** 'server is having a hiccup, please retry later' with a back-to-home link (seed 000 §2). */
export function ErrorScreen(props: HomeLink & { message: string }) {
  return <ScreenWithHomeLink kind="error" title={props.message} alert {...props} />;
}

export function NoAccessScreen(props: HomeLink & { message: string }) {
  return <ScreenWithHomeLink kind="no-access" title={props.message} {...props} />;
}

/**
 * False inside a campaign site: each campaign skin renders its own page without the usual
 * delayed loading text (seed 000 §2 "Channel landing page", ledger CORE-CHAN-14). The site shell
 * provides it; outside any site (the app's first load) the text is shown.
 */
export const LoadingTextContext = createContext(true);

/** Shows the loading text only after the spec's delay, so fast pages never flash it. */
export function LoadingIndicator(props: { text: string; delayMs?: number }) {
  const [visible, setVisible] = useState(false);
  const showsText = useContext(LoadingTextContext);
  useEffect(() => {
    if (!showsText) return;
    const timer = setTimeout(() => setVisible(true), props.delayMs ?? LOADING_INDICATOR_DELAY_MS);
    return () => clearTimeout(timer);
  }, [props.delayMs, showsText]);
  return (
    <div className="loading" aria-busy="true" data-screen="loading">
      {visible && showsText && (
        <>
          <span className="loading__spinner" aria-hidden="true" />
          <span>{props.text}</span>
        </>
      )}
    </div>
  );
}

export function ManifestErrorScreen(props: {
  title: string;
  body: string;
  problems: ManifestProblem[] | { pointer: string; message: string; hint?: string }[];
}) {
  return (
    <Screen
      kind="manifest-errors"
      title={props.title}
      body={
        <>
          <p>{props.body}</p>
          <ul className="screen__problems">
            {props.problems.map((problem, index) => (
              <li key={index}>
                <code>
                  {'file' in problem ? `${problem.file}:${problem.line}:${problem.column} ` : ''}
                  {problem.pointer}
                </code>{' '}
                {problem.message}
                {problem.hint ? ` — ${problem.hint}` : ''}
              </li>
            ))}
          </ul>
        </>
      }
    />
  );
}
