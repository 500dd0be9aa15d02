/**
 * The live room's interaction panel (互动区) under the player of `/publicLive/{liveId}` (seed 000
 * §7 call table; ledger CORE-LIVE-24, CORE-API-21, A-13). Everyone reads the room's comments.
 * When a signed-in visitor enters the room the ban check runs once:
 * `GET /v1/live_activity_banned/actions/by_user_id?banned_user_id=<user id>`. Banned → the
 * visitor keeps watching, but the comment box and 发送 are disabled with a short notice
 * (您已被禁言，可继续观看直播); until the check answers the box waits. A visitor who is not
 * signed in sees 登录后参与互动, which goes to sign-in and back. A comment is 1–200 characters;
 * a refusal shows the server's message.
 */
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import type { BlockProps } from '../../src/runtime/blocks/contract';
import { useRuntime } from '../../src/runtime/RuntimeContext';
import { useT } from '../../src/runtime/hooks';
import { useRequest } from '../../src/services/http/useRequest';
import {
  subscribeFailureMessage,
  type LiveActivityService,
  type LiveComment,
} from '../../src/services/liveService';
import { recentTimeLabel } from '../../src/lib/timeLabel';
import './live-interaction.css';
import type { LiveInteractionProps } from './props.gen';

export type { LiveInteractionProps };

export const COMMENT_MAX_LENGTH = 200;

type BanState = 'anonymous' | 'checking' | 'banned' | 'allowed';

function useService(): () => Promise<LiveActivityService> {
  const { services } = useRuntime();
  return () => {
    const load = services.liveActivity;
    if (!load) return Promise.reject(new Error('The live activity service is not available'));
    return load();
  };
}

/** The ban state of the signed-in visitor (asked once per user and room). */
function useBanState(liveId: string): BanState {
  const { session } = useRuntime();
  const service = useService();
  const userId = session.loggedIn ? (session.user?.user_id ?? '') : '';
  const [state, setState] = useState<{ key: string; banned: boolean } | null>(null);
  const key = `${userId}|${liveId}`;
  useEffect(() => {
    if (!userId || session.waiting) return;
    let live = true;
    void service()
      .then((it) => it.isBanned(userId))
      .catch(() => false)
      .then((banned) => live && setState({ key, banned }));
    return () => {
      live = false;
    };
    // The service loader is stable per runtime; ask again only for another user or room.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, session.waiting]);
  if (session.waiting) return 'checking';
  if (!userId) return 'anonymous';
  if (!state || state.key !== key) return 'checking';
  return state.banned ? 'banned' : 'allowed';
}

function CommentForm(props: { liveId: string; onPosted: (comment: LiveComment) => void }) {
  const t = useT();
  const { ui } = useRuntime();
  const service = useService();
  const inputId = useId();
  const noticeId = useId();
  const ban = useBanState(props.liveId);
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const disabled = ban !== 'allowed' || busy;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (disabled) return;
    const content = text.trim();
    if (!content) {
      setProblem(t('msg:liveRoom.empty'));
      return;
    }
    setBusy(true);
    setProblem(null);
    try {
      props.onPosted(await (await service()).postComment(props.liveId, content));
      setText('');
    } catch (error) {
      ui.toast(subscribeFailureMessage(error) ?? t('msg:liveRoom.sendFailed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="live-interaction__form" data-ban={ban} onSubmit={(e) => void submit(e)}>
      <label className="live-interaction__label" htmlFor={inputId}>
        {t('msg:liveRoom.inputLabel')}
      </label>
      <textarea
        id={inputId}
        className="live-interaction__input"
        rows={2}
        maxLength={COMMENT_MAX_LENGTH}
        value={text}
        disabled={disabled}
        aria-describedby={ban === 'banned' || problem ? noticeId : undefined}
        placeholder={t(
          ban === 'banned' ? 'msg:liveRoom.bannedPlaceholder' : 'msg:liveRoom.placeholder',
        )}
        onChange={(event) => setText(event.target.value)}
      />
      <div className="live-interaction__actions">
        {ban === 'banned' && (
          <p className="live-interaction__notice" id={noticeId} role="status">
            {t('msg:liveRoom.banned')}
          </p>
        )}
        {problem && ban !== 'banned' && (
          <p className="live-interaction__notice" id={noticeId} role="alert">
            {problem}
          </p>
        )}
        <span className="live-interaction__counter">
          {text.length}/{COMMENT_MAX_LENGTH}
        </span>
        <button type="submit" className="edu-action live-interaction__send" disabled={disabled}>
          {t(busy ? 'msg:liveRoom.sending' : 'msg:liveRoom.send')}
        </button>
      </div>
    </form>
  );
}

function LoginPrompt() {
  const t = useT();
  const { session } = useRuntime();
  const location = useLocation();
  return (
    <div className="live-interaction__login" data-ban="anonymous">
      <p>{t('msg:liveRoom.loginHint')}</p>
      <button
        type="button"
        className="edu-action live-interaction__send"
        onClick={() => session.login(`${location.pathname}${location.search}`)}
      >
        {t('msg:liveRoom.login')}
      </button>
    </div>
  );
}

export default function LiveInteractionBlock({ props, blockId }: BlockProps<LiveInteractionProps>) {
  const t = useT();
  const { session, clock } = useRuntime();
  const service = useService();
  const liveId = useParams()[props.liveIdFromRoute]?.trim() ?? '';
  const [posted, setPosted] = useState<{ liveId: string; items: LiveComment[] }>({
    liveId,
    items: [],
  });
  const request = useRequest(
    async () => (liveId ? (await service()).comments(liveId) : []),
    [liveId],
  );
  const mine = posted.liveId === liveId ? posted.items : [];
  const comments = [...(request.data ?? []), ...mine];
  const headingId = `${blockId}-heading`;
  const now = clock.now();

  let list;
  if (request.state === 'pending' && !request.data) {
    list = (
      <p className="live-interaction__note" role="status">
        {t('msg:shell.loading')}
      </p>
    );
  } else if (request.state === 'error') {
    list = (
      <p className="live-interaction__note" role="alert">
        {t('msg:liveRoom.loadFailed')}{' '}
        <button type="button" className="live-interaction__retry" onClick={request.reload}>
          {t('msg:myLives.retry')}
        </button>
      </p>
    );
  } else if (comments.length === 0) {
    list = <p className="live-interaction__note">{t('msg:liveRoom.noComments')}</p>;
  } else {
    list = (
      <ol className="live-interaction__list" aria-live="polite">
        {comments.map((comment) => (
          <li key={comment.id} className="live-interaction__comment">
            <span className="live-interaction__author">{comment.user_name}</span>
            <span className="live-interaction__time">
              {recentTimeLabel(comment.create_time, now, t)}
            </span>
            <p className="live-interaction__content">{comment.content}</p>
          </li>
        ))}
      </ol>
    );
  }

  return (
    <section
      className="live-interaction"
      aria-labelledby={headingId}
      data-live-interaction={liveId}
    >
      <h2 className="live-interaction__heading" id={headingId}>
        {t(props.title)}
      </h2>
      {list}
      {session.loggedIn || session.waiting ? (
        <CommentForm
          liveId={liveId}
          onPosted={(comment) =>
            setPosted((previous) => ({
              liveId,
              items: [...(previous.liveId === liveId ? previous.items : []), comment],
            }))
          }
        />
      ) : (
        <LoginPrompt />
      )}
    </section>
  );
}
