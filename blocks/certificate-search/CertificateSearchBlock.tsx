/**
 * 证书查询 (seed 000 §2 `/certificate/search`, seed 001 §2 campaign certificate search; ledger
 * CORE-ROUTE-23, HD-ROUTE-08; issue 13 point 2): the holder's name and the certificate number,
 * both required (the service finds nothing with one alone), then each certificate found as a
 * card linking to its detail page on this site. Empty fields are told before anything is sent;
 * nothing found shows 未查询到证书; a refusal shows the service's sentence. No login needed.
 */
import { useId, useRef, useState, type FormEvent } from 'react';
import type { BlockProps } from '../../src/runtime/blocks/contract';
import { useServices, useT } from '../../src/runtime/hooks';
import { refusalMessage } from '../../src/services/http/errors';
import {
  CERTIFICATE_NAME_MAX_LENGTH,
  CERTIFICATE_NUMBER_MAX_LENGTH,
  type Certificate,
} from '../../src/services/certificateService';
import { CertificateCards, certificateService } from '../shared/CertificateCard';
import type { CertificateSearchProps } from './props.gen';

export type { CertificateSearchProps };

/** What is said when a field is empty, before anything is sent. */
const MISSING = {
  both: 'msg:certificate.search.missingBoth',
  name: 'msg:certificate.search.missingName',
  number: 'msg:certificate.search.missingNumber',
} as const;

type Outcome =
  | { kind: 'idle' }
  | { kind: 'missing'; field: keyof typeof MISSING }
  | { kind: 'searching' }
  | { kind: 'found'; certificates: Certificate[] }
  | { kind: 'failed'; message: string };

export default function CertificateSearchBlock({ props }: BlockProps<CertificateSearchProps>) {
  const t = useT();
  const services = useServices();
  const nameId = useId();
  const numberId = useId();
  const hintId = useId();
  const nameInput = useRef<HTMLInputElement>(null);
  const numberInput = useRef<HTMLInputElement>(null);
  const [name, setName] = useState('');
  const [number, setNumber] = useState('');
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });
  const searching = outcome.kind === 'searching';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (searching) return;
    const holder = name.trim();
    const wanted = number.trim();
    if (!holder || !wanted) {
      setOutcome({
        kind: 'missing',
        field: !holder && !wanted ? 'both' : !holder ? 'name' : 'number',
      });
      (holder ? numberInput : nameInput).current?.focus();
      return;
    }
    setOutcome({ kind: 'searching' });
    try {
      const certificates = await (await certificateService(services)).search(holder, wanted);
      setOutcome({ kind: 'found', certificates });
    } catch (error) {
      setOutcome({ kind: 'failed', message: refusalMessage(error) ?? t('msg:certificate.failed') });
    }
  };

  const missing = outcome.kind === 'missing' ? outcome.field : null;
  const nameMissing = missing === 'both' || missing === 'name';
  const numberMissing = missing === 'both' || missing === 'number';

  return (
    <section className="certificate-search" data-certificate-search={outcome.kind}>
      <form
        className="certificate-search__form"
        onSubmit={(event) => void submit(event)}
        noValidate
      >
        <p className="certificate-search__intro">
          {t(props.intro ?? 'msg:certificate.search.intro')}
        </p>
        <div className="certificate-search__fields">
          <label className="certificate-search__field" htmlFor={nameId}>
            <span className="certificate-search__label">{t('msg:certificate.search.name')}</span>
            <input
              ref={nameInput}
              id={nameId}
              className="certificate-search__input"
              name="name"
              value={name}
              required
              maxLength={CERTIFICATE_NAME_MAX_LENGTH}
              autoComplete="name"
              placeholder={t('msg:certificate.search.namePlaceholder')}
              aria-invalid={nameMissing || undefined}
              aria-describedby={nameMissing ? hintId : undefined}
              onChange={(event) => setName(event.target.value)}
            />
          </label>
          <label className="certificate-search__field" htmlFor={numberId}>
            <span className="certificate-search__label">{t('msg:certificate.search.number')}</span>
            <input
              ref={numberInput}
              id={numberId}
              className="certificate-search__input"
              name="number"
              value={number}
              required
              maxLength={CERTIFICATE_NUMBER_MAX_LENGTH}
              autoComplete="off"
              spellCheck={false}
              placeholder={t('msg:certificate.search.numberPlaceholder')}
              aria-invalid={numberMissing || undefined}
              aria-describedby={numberMissing ? hintId : undefined}
              onChange={(event) => setNumber(event.target.value)}
            />
          </label>
          <button
            type="submit"
            className="edu-action certificate-search__submit"
            aria-disabled={searching || undefined}
          >
            {t(searching ? 'msg:certificate.search.searching' : 'msg:certificate.search.submit')}
          </button>
        </div>
        {missing && (
          <p className="certificate-search__problem" id={hintId} role="alert">
            {t(MISSING[missing])}
          </p>
        )}
      </form>
      <div className="certificate-search__results" aria-live="polite" aria-busy={searching}>
        {outcome.kind === 'found' &&
          (outcome.certificates.length === 0 ? (
            <p className="certificate-search__state" role="status">
              {t('msg:certificate.notFound')}
            </p>
          ) : (
            <>
              <p className="certificate-search__count" role="status">
                {t('msg:certificate.search.found', { count: outcome.certificates.length })}
              </p>
              <CertificateCards certificates={outcome.certificates} />
            </>
          ))}
        {outcome.kind === 'failed' && (
          <p className="certificate-search__problem" role="alert">
            {outcome.message}
          </p>
        )}
      </div>
    </section>
  );
}
