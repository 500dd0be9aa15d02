/**
 * Login bridge `/cgi-bin/connect` (seed 001 §2, §4, §5, §7, §8; 000 §2, §7; ledger HD-BRIDGE-*,
 * Reads redirect_uri, uckey and sdpAppId. Shows 登录中 while the login check and the
 * third-party step run. A uckey logs in first: the session store does that on every page before
 * the login check answers, so the bridge only waits for it. Without a login: 请先登录, then to
 * redirect_uri (or /). With one: the third-party step (`exchange.ts`), then to redirect_uri; if
 * any call fails: 登录失败, then to redirect_uri (or /). redirect_uri is followed only when it
 * stays on this site or its host is allowed (`bridgeTarget`): otherwise the bridge goes to /.
 */
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import type { BlockProps } from '../../src/runtime/blocks/contract';
import { useRuntime } from '../../src/runtime/RuntimeContext';
import { useServices, useT } from '../../src/runtime/hooks';
import { bridgeTarget } from './bridgeTarget';
import { decideLink } from '../../src/runtime/links/linkPolicy';
import { exchangeThirdPartyLogin } from './exchange';
import './login-bridge.css';
import type { LoginBridgeProps } from './props.gen';

export type { LoginBridgeProps };

type Phase = 'running' | 'loginFirst' | 'success' | 'failed';

const PHASE_TEXT: Record<Phase, string> = {
  running: 'msg:bridge.loggingIn',
  loginFirst: 'msg:bridge.loginFirst',
  success: 'msg:bridge.success',
  failed: 'msg:bridge.failed',
};

export const DEFAULT_NOTICE_MS = 1500;

export default function LoginBridgeBlock({ props }: BlockProps<LoginBridgeProps>) {
  const t = useT();
  const { session, ui, env, leave } = useRuntime();
  const { thirdLogin } = useServices();
  const query = new URLSearchParams(useLocation().search);
  const redirectUri = query.get('redirect_uri');
  const appId = query.get('sdpAppId')?.trim() || env.appId;
  const clientId = props.clientId?.trim() || env.appId;
  const { authorizationRedirectUri } = props;
  const [phase, setPhase] = useState<Phase>('running');
  const started = useRef(false);
  const origin = window.location.origin;
  const target = bridgeTarget(redirectUri, origin, props.allowedHosts);
  const noticeMs = props.noticeMs ?? DEFAULT_NOTICE_MS;
  const { waiting, loggedIn } = session;

  // A pending redirect is dropped only when the page goes away (a remount runs the bridge again).
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(
    () => () => {
      if (timer.current === undefined) return;
      clearTimeout(timer.current);
      timer.current = undefined;
      started.current = false;
    },
    [],
  );

  useEffect(() => {
    // The bridge runs once, when the login check has answered.
    if (waiting || started.current) return;
    started.current = true;
    const noticeThenLeave = (next: Phase) => {
      setPhase(next);
      ui.toast(t(PHASE_TEXT[next]));
      timer.current = setTimeout(() => {
        timer.current = undefined;
        leave(target);
      }, noticeMs);
    };
    if (!loggedIn) {
      noticeThenLeave('loginFirst');
      return;
    }
    // Async, so that an unusable configured redirect URI also ends in 登录失败. The URI is
    // configuration: the link policy normalises it (a path is taken on this origin) and refuses
    // what it refuses everywhere (other schemes, user info, ambiguous paths).
    const login = async () => {
      const configured = decideLink(authorizationRedirectUri, { origin });
      if (configured.kind === 'refused')
        throw new Error(`authorizationRedirectUri refused: ${configured.reason}`);
      return exchangeThirdPartyLogin(thirdLogin, {
        clientId,
        redirectUri: configured.kind === 'in-site' ? `${origin}${configured.path}` : configured.url,
        appId,
      });
    };
    login().then(
      () => {
        setPhase('success');
        leave(target);
      },
      () => noticeThenLeave('failed'),
    );
  }, [
    waiting,
    loggedIn,
    noticeMs,
    t,
    target,
    ui,
    thirdLogin,
    clientId,
    appId,
    authorizationRedirectUri,
    origin,
    leave,
  ]);

  return (
    <section className="login-bridge" data-bridge={phase} aria-live="polite">
      {phase === 'running' && <span className="login-bridge__spinner" aria-hidden="true" />}
      <p className="login-bridge__text">{t(PHASE_TEXT[phase])}</p>
    </section>
  );
}
