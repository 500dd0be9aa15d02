/**
 * The enrolment form of a contest: name, mobile number and school, sent to the contest service.
 * A visitor who has already enrolled sees the status instead. The route's gate has already
 * checked login and the enrolment window; the service has the last word (its refusal is shown).
 * Reached from a regional entry (`?region=hmt`, blocks/contest-regions), it names the region
 * (报名赛区：港澳台赛区) and sends it in the enrolment's `extra` (HD-SXJ-08).
 */
import { useId, useState, type FormEvent } from 'react';
import { useLocation } from 'react-router-dom';
import type { BlockProps } from '../../src/runtime/blocks/contract';
import { useRuntime } from '../../src/runtime/RuntimeContext';
import { useServices, useT } from '../../src/runtime/hooks';
import { useRequest } from '../../src/services/http/useRequest';
import { HttpError } from '../../src/services/http/errors';
import { LoadingIndicator } from '../../src/runtime/screens/screens';
import { enrolmentStatusLabel } from '../contest-summary/enrolmentStatusLabel';
import type { Enrolment, EnrolmentForm } from '../../src/services/entities';
import './contest-enrol-form.css';
import { useContestId } from '../shared/useContestId';
import { isRegionKey, REGION_QUERY, regionTitleKey } from '../contest-regions/regions';
import type { ContestEnrolFormProps } from './props.gen';

export type { ContestEnrolFormProps };

/** Ledger A-37: an 11-digit mainland mobile number. */
export const MOBILE_PATTERN = /^1[3-9]\d{9}$/;

type FieldName = keyof Omit<EnrolmentForm, 'role_code' | 'extra'>;
const FIELDS: { name: FieldName; label: string; type: string; autoComplete: string }[] = [
  { name: 'real_name', label: 'msg:enrol.form.realName', type: 'text', autoComplete: 'name' },
  { name: 'mobile', label: 'msg:enrol.form.mobile', type: 'tel', autoComplete: 'tel' },
  {
    name: 'school_name',
    label: 'msg:enrol.form.school',
    type: 'text',
    autoComplete: 'organization',
  },
];

export function checkEnrolmentForm(
  form: Record<FieldName, string>,
  t: (key: string, params?: Record<string, string>) => string,
): Partial<Record<FieldName, string>> {
  const problems: Partial<Record<FieldName, string>> = {};
  for (const field of FIELDS)
    if (!form[field.name].trim())
      problems[field.name] = t('msg:enrol.form.required', { field: t(field.label) });
  if (!problems.mobile && !MOBILE_PATTERN.test(form.mobile.trim()))
    problems.mobile = t('msg:enrol.form.mobileInvalid');
  return problems;
}

export default function ContestEnrolFormBlock({ props }: BlockProps<ContestEnrolFormProps>) {
  const t = useT();
  const services = useServices();
  const { session } = useRuntime();
  const formId = useId();
  const contestId = useContestId(props);
  const regionParam = new URLSearchParams(useLocation().search).get(REGION_QUERY);
  // An unknown region (an edited address) is left out rather than stored as it came.
  const region = isRegionKey(regionParam) ? regionParam : null;
  const existing = useRequest(
    () => (contestId ? services.contest.myEnrolment(contestId) : Promise.resolve(null)),
    [contestId, services],
  );
  const [form, setForm] = useState<Record<FieldName, string>>({
    real_name: session.user?.display_name ?? '',
    mobile: '',
    school_name: '',
  });
  const [problems, setProblems] = useState<Partial<Record<FieldName, string>>>({});
  const [sending, setSending] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [created, setCreated] = useState<Enrolment | null>(null);

  if (!contestId) return null;
  if (existing.state === 'pending') return <LoadingIndicator text={t('msg:shell.loading')} />;
  const enrolment = created ?? existing.data ?? null;
  if (enrolment)
    return (
      <p className="enrol-form__done" role="status" data-enrolment-status={enrolment.status}>
        {created
          ? t('msg:enrol.form.success')
          : t('msg:enrol.form.already', { status: t(enrolmentStatusLabel(enrolment)) })}
      </p>
    );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = checkEnrolmentForm(form, t);
    setProblems(found);
    setRefusal(null);
    if (Object.keys(found).length) return;
    setSending(true);
    try {
      const answer = await services.contest.enrol(contestId, {
        real_name: form.real_name.trim(),
        mobile: form.mobile.trim(),
        school_name: form.school_name.trim(),
        ...(session.role ? { role_code: session.role } : {}),
        ...(region ? { extra: { region } } : {}),
      });
      setCreated(answer);
    } catch (error) {
      setRefusal(
        error instanceof HttpError && error.message ? error.message : t('msg:shell.error'),
      );
    } finally {
      setSending(false);
    }
  };

  return (
    <form
      className="enrol-form"
      onSubmit={submit}
      noValidate
      aria-describedby={refusal ? `${formId}-refusal` : undefined}
    >
      {region && (
        <p className="enrol-form__region" data-region={region}>
          {t('msg:contestRegions.enrolRegion', { region: t(regionTitleKey(region)) })}
        </p>
      )}
      {FIELDS.map((field) => {
        const id = `${formId}-${field.name}`;
        const problem = problems[field.name];
        return (
          <div key={field.name} className="enrol-form__field">
            <label htmlFor={id}>{t(field.label)}</label>
            <input
              id={id}
              name={field.name}
              type={field.type}
              autoComplete={field.autoComplete}
              value={form[field.name]}
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? `${id}-problem` : undefined}
              onChange={(event) => setForm({ ...form, [field.name]: event.target.value })}
            />
            {problem && (
              <p id={`${id}-problem`} className="enrol-form__problem">
                {problem}
              </p>
            )}
          </div>
        );
      })}
      {refusal && (
        <p id={`${formId}-refusal`} className="enrol-form__refusal" role="alert">
          {refusal}
        </p>
      )}
      <button type="submit" className="enrol-form__submit" disabled={sending} aria-busy={sending}>
        {t(sending ? 'msg:enrol.form.submitting' : 'msg:enrol.form.submit')}
      </button>
    </form>
  );
}
