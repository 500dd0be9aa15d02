/**
 * The account page `/ucAccount` (seed 000 §2, §3 account info, §7 SMS; ledger CORE-ROUTE-30,
 * CORE-API-39): the signed-in user's account (账号, 姓名, masked 手机号, 账号类型) and binding a
 * mobile: 获取验证码 sends the SMS code (then waits SMS_RESEND_SECONDS before another), 绑定手机号
 * checks it. A refusal shows the server's own message (验证码错误…). The route's guard sends a
 * visitor who is not signed in to sign in first.
 */
import { useEffect, useState, type FormEvent } from 'react';
import type { BlockProps } from '../../src/runtime/blocks/contract';
import { useNow, useServices, useT } from '../../src/runtime/hooks';
import { useRuntime } from '../../src/runtime/RuntimeContext';
import { useRequest } from '../../src/services/http/useRequest';
import { LoadingIndicator } from '../../src/runtime/screens/screens';
import type { PersonAccount } from '../../src/services/accountService';
import { Breadcrumb } from '../shared/Breadcrumb';
import './uc-account.css';
import type { UcAccountProps } from './props.gen';

export type { UcAccountProps };

/** Seconds before another SMS code may be asked for (the platform's usual wait; not in the spec). */
export const SMS_RESEND_SECONDS = 60;
const MOBILE = /^1\d{10}$/;

const messageOf = (error: unknown, fallback: string) =>
  error instanceof Error && error.message ? error.message : fallback;

function BindMobile(props: { userId: string; onBound: (mobile: string | null) => void }) {
  const t = useT();
  const services = useServices();
  const [mobile, setMobile] = useState('');
  const [code, setCode] = useState('');
  const [sentAt, setSentAt] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const now = useNow(sentAt === null ? undefined : 1000);
  const wait = sentAt === null ? 0 : SMS_RESEND_SECONDS - Math.floor((now - sentAt) / 1000);
  const waiting = wait > 0;

  useEffect(() => {
    if (sentAt !== null && !waiting) setSentAt(null);
  }, [sentAt, waiting]);

  const account = () => {
    if (!services.account) throw new Error(t('msg:shell.error'));
    return services.account();
  };

  const send = async () => {
    setProblem(null);
    setDone(false);
    if (!MOBILE.test(mobile.trim())) {
      setProblem(t('msg:ucAccount.mobile.invalid'));
      return;
    }
    setBusy(true);
    try {
      await (await account()).sendSmsCode(props.userId, mobile.trim());
      setSentAt(now);
    } catch (error) {
      setProblem(messageOf(error, t('msg:shell.error')));
    } finally {
      setBusy(false);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    if (!MOBILE.test(mobile.trim())) {
      setProblem(t('msg:ucAccount.mobile.invalid'));
      return;
    }
    if (!code.trim()) {
      setProblem(t('msg:ucAccount.code.missing'));
      return;
    }
    setBusy(true);
    try {
      const bound = await (await account()).bindMobile(props.userId, mobile.trim(), code.trim());
      setDone(true);
      setCode('');
      props.onBound(bound);
    } catch (error) {
      setProblem(messageOf(error, t('msg:shell.error')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="uc-account__form" onSubmit={(event) => void submit(event)} noValidate>
      <h2>{t('msg:ucAccount.bind.title')}</h2>
      <label className="uc-account__field">
        <span>{t('msg:ucAccount.mobile')}</span>
        <input
          type="tel"
          inputMode="numeric"
          autoComplete="tel"
          maxLength={11}
          placeholder={t('msg:ucAccount.mobile.placeholder')}
          value={mobile}
          onChange={(event) => setMobile(event.target.value)}
        />
      </label>
      <div className="uc-account__field">
        <label htmlFor="uc-account-code">{t('msg:ucAccount.code')}</label>
        <div className="uc-account__code">
          <input
            id="uc-account-code"
            type="text"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            placeholder={t('msg:ucAccount.code.placeholder')}
            value={code}
            onChange={(event) => setCode(event.target.value)}
          />
          <button
            type="button"
            className="uc-account__send"
            disabled={busy || waiting}
            onClick={() => void send()}
          >
            {waiting
              ? t('msg:ucAccount.code.wait', { seconds: wait })
              : t('msg:ucAccount.code.send')}
          </button>
        </div>
      </div>
      {sentAt !== null && !problem && !done ? (
        <p className="uc-account__hint" role="status">
          {t('msg:ucAccount.code.sent')}
        </p>
      ) : null}
      {problem ? (
        <p className="uc-account__problem" role="alert">
          {problem}
        </p>
      ) : null}
      {done ? (
        <p className="uc-account__done" role="status">
          {t('msg:ucAccount.bind.done')}
        </p>
      ) : null}
      <button type="submit" className="uc-account__submit" disabled={busy}>
        {t('msg:ucAccount.bind.submit')}
      </button>
    </form>
  );
}

export default function UcAccountBlock({ props, blockId }: BlockProps<UcAccountProps>) {
  const t = useT();
  const services = useServices();
  const { session } = useRuntime();
  const userId = session.user?.user_id ?? null;
  const request = useRequest<PersonAccount | null>(async () => {
    if (!userId) return null;
    if (!services.account) throw new Error('no account service');
    return (await services.account()).account(userId);
  }, [userId, services]);
  const [boundMobile, setBoundMobile] = useState<{ userId: string; mobile: string | null } | null>(
    null,
  );
  const crumbs = props.breadcrumb ?? [];
  const title = t('msg:ucAccount.title');
  const account = request.data;
  const mobile =
    boundMobile && boundMobile.userId === userId ? boundMobile.mobile : (account?.mobile ?? null);

  let body;
  if (!userId) {
    body = <p className="uc-account__note">{t('msg:shell.loginRequired')}</p>;
  } else if (request.state === 'pending' && !account) {
    body = <LoadingIndicator text={t('msg:shell.loading')} />;
  } else if (request.state === 'error' || !account) {
    body = (
      <p className="uc-account__note">
        {t('msg:shell.error')}{' '}
        <button type="button" onClick={request.reload}>
          {t('msg:categories.retry')}
        </button>
      </p>
    );
  } else {
    const rows: [string, string][] = [
      [t('msg:ucAccount.userName'), account.user_name ?? account.account_id],
      [t('msg:ucAccount.realName'), account.real_name ?? t('msg:ucAccount.notSet')],
      [t('msg:ucAccount.mobile'), mobile ?? t('msg:ucAccount.mobile.none')],
      [
        t('msg:ucAccount.type'),
        account.account_type === 'guest'
          ? t('msg:ucAccount.type.guest')
          : t('msg:ucAccount.type.person'),
      ],
    ];
    body = (
      <>
        <dl className="uc-account__info">
          {rows.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        <BindMobile
          key={userId}
          userId={userId}
          onBound={(bound) => setBoundMobile({ userId, mobile: bound })}
        />
      </>
    );
  }

  return (
    <section className="uc-account" aria-labelledby={`${blockId}-title`}>
      <Breadcrumb crumbs={crumbs} current={title} />
      <h1 id={`${blockId}-title`} className="uc-account__title">
        {title}
      </h1>
      {body}
    </section>
  );
}
