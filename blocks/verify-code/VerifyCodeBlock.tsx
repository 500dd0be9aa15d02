/**
 * Code verification `/verifyCode` (seed 000 §2 "code verification"; ledger CORE-ROUTE-30): the
 * visitor enters the verification code printed on a certificate and the certificate service
 * says whose certificate it is (src/services/verifyCodeService.ts). A code that is not 6–20
 * letters or digits is refused before asking; an unknown code shows 验证码错误，请核对后重新输入;
 * a failure shows the generic server error. No login needed.
 */
import { useId, useState, type FormEvent } from 'react';
import type { BlockProps } from '../../src/runtime/blocks/contract';
import { useRuntime } from '../../src/runtime/RuntimeContext';
import { useT } from '../../src/runtime/hooks';
import {
  VERIFY_CODE_PATTERN,
  type VerifiedCertificate,
} from '../../src/services/verifyCodeService';
import { Breadcrumb } from '../shared/Breadcrumb';
import './verify-code.css';
import type { VerifyCodeProps } from './props.gen';

export type { VerifyCodeProps };

type Outcome =
  | { kind: 'idle' }
  | { kind: 'checking' }
  | { kind: 'invalid' }
  | { kind: 'wrong' }
  | { kind: 'error' }
  | { kind: 'valid'; certificate: VerifiedCertificate };

export default function VerifyCodeBlock({ props, blockId }: BlockProps<VerifyCodeProps>) {
  const t = useT();
  const { services } = useRuntime();
  const inputId = useId();
  const messageId = useId();
  const [code, setCode] = useState('');
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });
  const headingId = `${blockId}-heading`;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (outcome.kind === 'checking') return;
    const value = code.trim();
    if (!VERIFY_CODE_PATTERN.test(value)) {
      setOutcome({ kind: 'invalid' });
      return;
    }
    setOutcome({ kind: 'checking' });
    try {
      const load = services.verifyCode;
      if (!load) throw new Error('The verification service is not available');
      const certificate = await (await load()).check(value);
      setOutcome(certificate ? { kind: 'valid', certificate } : { kind: 'wrong' });
    } catch {
      setOutcome({ kind: 'error' });
    }
  };

  const problem =
    outcome.kind === 'invalid'
      ? t('msg:verifyCode.invalid')
      : outcome.kind === 'wrong'
        ? t('msg:verifyCode.wrong')
        : outcome.kind === 'error'
          ? t('msg:shell.error')
          : null;

  return (
    <section className="verify-code" aria-labelledby={headingId} data-verify-code={outcome.kind}>
      <Breadcrumb crumbs={props.breadcrumb ?? []} current={t(props.title)} />
      <div className="verify-code__panel">
        <h1 className="verify-code__heading" id={headingId}>
          {t(props.title)}
        </h1>
        <p className="verify-code__intro">{t('msg:verifyCode.intro')}</p>
        <form className="verify-code__form" onSubmit={(event) => void submit(event)} noValidate>
          <label className="verify-code__label" htmlFor={inputId}>
            {t('msg:verifyCode.label')}
          </label>
          <div className="verify-code__row">
            <input
              id={inputId}
              className="verify-code__input"
              value={code}
              maxLength={20}
              autoComplete="off"
              spellCheck={false}
              placeholder={t('msg:verifyCode.placeholder')}
              aria-invalid={problem !== null && outcome.kind !== 'error'}
              aria-describedby={problem ? messageId : undefined}
              onChange={(event) => {
                setCode(event.target.value);
                if (outcome.kind !== 'checking') setOutcome({ kind: 'idle' });
              }}
            />
            <button
              type="submit"
              className="edu-action verify-code__submit"
              aria-disabled={outcome.kind === 'checking' || undefined}
            >
              {t(outcome.kind === 'checking' ? 'msg:verifyCode.checking' : 'msg:verifyCode.submit')}
            </button>
          </div>
          {problem && (
            <p className="verify-code__problem" id={messageId} role="alert">
              {problem}
            </p>
          )}
        </form>
        {outcome.kind === 'valid' && (
          <div
            className="verify-code__result"
            role="status"
            data-certificate={outcome.certificate.code}
          >
            <p className="verify-code__ok">{t('msg:verifyCode.valid')}</p>
            <dl className="verify-code__facts">
              <dt>{t('msg:verifyCode.certificate')}</dt>
              <dd>{outcome.certificate.title}</dd>
              <dt>{t('msg:verifyCode.holder')}</dt>
              <dd>{outcome.certificate.holder_name}</dd>
              <dt>{t('msg:verifyCode.issuer')}</dt>
              <dd>{outcome.certificate.issuer}</dd>
              <dt>{t('msg:verifyCode.issueDate')}</dt>
              <dd>{outcome.certificate.issue_date}</dd>
              <dt>{t('msg:verifyCode.code')}</dt>
              <dd>{outcome.certificate.code}</dd>
            </dl>
          </div>
        )}
      </div>
    </section>
  );
}
