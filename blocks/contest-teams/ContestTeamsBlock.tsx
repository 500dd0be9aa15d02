/**
 * Teams of a data contest topic (`contest/:contestId/teams`; issue 13 point 2; seed 001 §5 team
 * rules, HD-DIAA-22): the rules as the manifest words them, the signed-in participant's team
 * (members and supervising teachers: name, account, role, declared birth date and nationality)
 * and, for its leader, adding people by platform account and removing them. Without a team: a
 * form creating one, the participant becoming its leader and first member.
 *
 * The rules are the service's (server/data/contestTeams.ts): a refusal shows the service's own
 * sentence (队伍成员最多 5 人, 参赛成员须年满 18 周岁, 未找到该账号 …) above the form that was sent.
 * The page checks only what a form needs to be sent at all (a name, an account, a date).
 */
import { useId, useState, type FormEvent } from 'react';
import type { BlockProps } from '../../src/runtime/blocks/contract';
import { useRuntime } from '../../src/runtime/RuntimeContext';
import { useT } from '../../src/runtime/hooks';
import { useRequest } from '../../src/services/http/useRequest';
import { refusalMessage } from '../../src/services/http/errors';
import { LoadingIndicator } from '../../src/runtime/screens/screens';
import type {
  ContestTeam,
  ContestTeamService,
  TeamMemberRole,
  TeamNationality,
} from '../../src/services/contestTeamService';
import { LoadFailed } from '../shared/LoadFailed';
import { useContestId } from '../shared/useContestId';
import './contest-teams.css';
import type { ContestTeamsProps } from './props.gen';

export type { ContestTeamsProps };

type Translate = ReturnType<typeof useT>;
type Notice = { text: string; alert: boolean } | null;

const NATIONALITIES: TeamNationality[] = ['CN', 'OTHER'];
const ROLES: TeamMemberRole[] = ['member', 'teacher'];

/** Today in Beijing (the latest birth date a form accepts). */
function beijingToday(now: number): string {
  return new Date(now + 8 * 3600_000).toISOString().slice(0, 10);
}

function failureText(error: unknown, t: Translate): string {
  return refusalMessage(error) ?? t('msg:teams.error.failed');
}

function NoticeLine({ notice }: { notice: Notice }) {
  if (!notice) return null;
  return notice.alert ? (
    <p className="contest-teams__alert" role="alert">
      {notice.text}
    </p>
  ) : (
    <p className="contest-teams__done" role="status">
      {notice.text}
    </p>
  );
}

/** Birth date and nationality: what every member declares (the leader too). */
function DeclarationFields(props: {
  idPrefix: string;
  birthLabel: string;
  nationalityLabel: string;
  birthDate: string;
  nationality: TeamNationality;
  maxDate: string;
  onBirthDate: (value: string) => void;
  onNationality: (value: TeamNationality) => void;
}) {
  const t = useT();
  return (
    <>
      <div className="contest-teams__field">
        <label htmlFor={`${props.idPrefix}-birth`}>{props.birthLabel}</label>
        <input
          id={`${props.idPrefix}-birth`}
          type="date"
          min="1900-01-01"
          max={props.maxDate}
          value={props.birthDate}
          onChange={(event) => props.onBirthDate(event.target.value)}
        />
      </div>
      <div className="contest-teams__field">
        <label htmlFor={`${props.idPrefix}-nationality`}>{props.nationalityLabel}</label>
        <select
          id={`${props.idPrefix}-nationality`}
          value={props.nationality}
          onChange={(event) => props.onNationality(event.target.value as TeamNationality)}
        >
          {NATIONALITIES.map((code) => (
            <option key={code} value={code}>
              {t(`msg:teams.nationality.${code}`)}
            </option>
          ))}
        </select>
      </div>
    </>
  );
}

function CreateTeamForm(props: {
  contestId: string;
  service: () => Promise<ContestTeamService>;
  today: string;
  onCreated: (team: ContestTeam) => void;
}) {
  const t = useT();
  const ids = useId();
  const [name, setName] = useState('');
  const [birthDate, setBirthDate] = useState('');
  const [nationality, setNationality] = useState<TeamNationality>('CN');
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const problem = !name.trim()
      ? t('msg:teams.error.nameRequired')
      : !birthDate
        ? t('msg:teams.error.birthDateRequired')
        : null;
    if (problem) return setNotice({ text: problem, alert: true });
    setBusy(true);
    setNotice(null);
    try {
      const service = await props.service();
      const team = await service.create(props.contestId, {
        name: name.trim(),
        birth_date: birthDate,
        nationality,
      });
      props.onCreated(team);
    } catch (error) {
      setNotice({ text: failureText(error, t), alert: true });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className="contest-teams__card contest-teams__form"
      onSubmit={(e) => void submit(e)}
      noValidate
    >
      <h2 className="contest-teams__heading">{t('msg:teams.create.title')}</h2>
      <p className="contest-teams__hint">{t('msg:teams.create.hint')}</p>
      <NoticeLine notice={notice} />
      <div className="contest-teams__fields">
        <div className="contest-teams__field">
          <label htmlFor={`${ids}-name`}>{t('msg:teams.field.name')}</label>
          <input
            id={`${ids}-name`}
            type="text"
            maxLength={30}
            value={name}
            onChange={(event) => setName(event.target.value)}
          />
        </div>
        <DeclarationFields
          idPrefix={ids}
          birthLabel={t('msg:teams.field.myBirthDate')}
          nationalityLabel={t('msg:teams.field.myNationality')}
          birthDate={birthDate}
          nationality={nationality}
          maxDate={props.today}
          onBirthDate={setBirthDate}
          onNationality={setNationality}
        />
      </div>
      <button
        type="submit"
        className="contest-teams__button contest-teams__button--primary"
        disabled={busy}
        aria-busy={busy}
      >
        {t('msg:teams.create.submit')}
      </button>
    </form>
  );
}

function AddMemberForm(props: {
  team: ContestTeam;
  service: () => Promise<ContestTeamService>;
  today: string;
  onChanged: (team: ContestTeam, notice: Notice) => void;
}) {
  const t = useT();
  const ids = useId();
  const [account, setAccount] = useState('');
  const [role, setRole] = useState<TeamMemberRole>('member');
  const [birthDate, setBirthDate] = useState('');
  const [nationality, setNationality] = useState<TeamNationality>('CN');
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const problem = !account.trim()
      ? t('msg:teams.error.accountRequired')
      : !birthDate
        ? t('msg:teams.error.birthDateRequired')
        : null;
    if (problem) return setNotice({ text: problem, alert: true });
    setBusy(true);
    setNotice(null);
    try {
      const service = await props.service();
      const team = await service.addMember(props.team.team_id, {
        account: account.trim(),
        role,
        birth_date: birthDate,
        nationality,
      });
      const added = team.members.find((member) => member.account === account.trim());
      setAccount('');
      setBirthDate('');
      props.onChanged(team, {
        text: t('msg:teams.add.done', { name: added?.name || account.trim() }),
        alert: false,
      });
    } catch (error) {
      setNotice({ text: failureText(error, t), alert: true });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="contest-teams__form" onSubmit={(e) => void submit(e)} noValidate>
      <h3 className="contest-teams__subheading">{t('msg:teams.add.title')}</h3>
      <NoticeLine notice={notice} />
      <div className="contest-teams__fields">
        <div className="contest-teams__field">
          <label htmlFor={`${ids}-account`}>{t('msg:teams.field.account')}</label>
          <input
            id={`${ids}-account`}
            type="text"
            maxLength={64}
            autoComplete="off"
            value={account}
            onChange={(event) => setAccount(event.target.value)}
          />
        </div>
        <div className="contest-teams__field">
          <label htmlFor={`${ids}-role`}>{t('msg:teams.field.role')}</label>
          <select
            id={`${ids}-role`}
            value={role}
            onChange={(event) => setRole(event.target.value as TeamMemberRole)}
          >
            {ROLES.map((code) => (
              <option key={code} value={code}>
                {t(`msg:teams.role.${code}`)}
              </option>
            ))}
          </select>
        </div>
        <DeclarationFields
          idPrefix={ids}
          birthLabel={t('msg:teams.field.birthDate')}
          nationalityLabel={t('msg:teams.field.nationality')}
          birthDate={birthDate}
          nationality={nationality}
          maxDate={props.today}
          onBirthDate={setBirthDate}
          onNationality={setNationality}
        />
      </div>
      <button
        type="submit"
        className="contest-teams__button contest-teams__button--primary"
        disabled={busy}
        aria-busy={busy}
      >
        {t('msg:teams.add.submit')}
      </button>
    </form>
  );
}

function TeamCard(props: {
  team: ContestTeam;
  service: () => Promise<ContestTeamService>;
  today: string;
  onChanged: (team: ContestTeam) => void;
}) {
  const t = useT();
  const { ui } = useRuntime();
  const headingId = useId();
  const { team } = props;
  const [notice, setNotice] = useState<Notice>(null);
  const [removing, setRemoving] = useState<string | null>(null);

  const changed = (next: ContestTeam, message: Notice) => {
    props.onChanged(next);
    setNotice(message);
  };

  const remove = async (userId: string, name: string) => {
    if (removing) return;
    if (!(await ui.confirm(t('msg:teams.remove.confirm', { name })))) return;
    setRemoving(userId);
    setNotice(null);
    try {
      const service = await props.service();
      changed(await service.removeMember(team.team_id, userId), {
        text: t('msg:teams.remove.done', { name }),
        alert: false,
      });
    } catch (error) {
      setNotice({ text: failureText(error, t), alert: true });
    } finally {
      setRemoving(null);
    }
  };

  return (
    <section
      className="contest-teams__card"
      aria-labelledby={headingId}
      data-team-id={team.team_id}
    >
      <h2 className="contest-teams__heading" id={headingId}>
        {team.name}
      </h2>
      <p className="contest-teams__counts">
        {t('msg:teams.counts', { members: team.member_count, teachers: team.teacher_count })}
      </p>
      <NoticeLine notice={notice} />
      <div className="contest-teams__table-wrap">
        <table className="contest-teams__table">
          <thead>
            <tr>
              <th scope="col">{t('msg:teams.column.name')}</th>
              <th scope="col">{t('msg:teams.column.account')}</th>
              <th scope="col">{t('msg:teams.column.role')}</th>
              <th scope="col">{t('msg:teams.column.birthDate')}</th>
              <th scope="col">{t('msg:teams.column.nationality')}</th>
              {team.is_leader ? <th scope="col">{t('msg:teams.column.actions')}</th> : null}
            </tr>
          </thead>
          <tbody>
            {team.members.map((member) => (
              <tr key={member.user_id} data-role={member.is_leader ? 'leader' : member.role}>
                {/* data-label: the column name, shown beside the value on a narrow screen. */}
                <td className="contest-teams__person">{member.name}</td>
                <td data-label={t('msg:teams.column.account')}>{member.account}</td>
                <td data-label={t('msg:teams.column.role')}>
                  {t(`msg:teams.role.${member.is_leader ? 'leader' : member.role}`)}
                </td>
                <td data-label={t('msg:teams.column.birthDate')}>{member.birth_date ?? ''}</td>
                <td data-label={t('msg:teams.column.nationality')}>
                  {member.nationality ? t(`msg:teams.nationality.${member.nationality}`) : ''}
                </td>
                {team.is_leader ? (
                  <td className="contest-teams__row-actions">
                    {member.is_leader ? null : (
                      <button
                        type="button"
                        className="contest-teams__button"
                        disabled={removing !== null}
                        aria-busy={removing === member.user_id}
                        aria-label={t('msg:teams.remove.label', { name: member.name })}
                        onClick={() => void remove(member.user_id, member.name)}
                      >
                        {t('msg:teams.remove.button')}
                      </button>
                    )}
                  </td>
                ) : null}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {team.is_leader ? (
        <AddMemberForm
          team={team}
          service={props.service}
          today={props.today}
          onChanged={changed}
        />
      ) : (
        <p className="contest-teams__hint">{t('msg:teams.leaderOnly')}</p>
      )}
    </section>
  );
}

export default function ContestTeamsBlock({ props, blockId }: BlockProps<ContestTeamsProps>) {
  const t = useT();
  const { services, session, clock } = useRuntime();
  const contestId = useContestId(props);
  const signedIn = session.loggedIn && Boolean(session.user);
  const userId = session.user?.user_id;
  const service = services.contestTeams;
  // Teams the page changed since it loaded them, by id (the service answers the team as it is).
  const [changed, setChanged] = useState<Record<string, ContestTeam>>({});
  const [created, setCreated] = useState<ContestTeam | null>(null);
  const request = useRequest(async () => {
    if (!contestId || !signedIn) return [];
    if (!service) throw new Error('no contest team service');
    return (await service()).mine(contestId);
  }, [contestId, signedIn, service]);
  const today = beijingToday(clock.now());

  const rules = props.rules ?? [];
  const rulesBox =
    rules.length > 0 ? (
      <aside className="contest-teams__rules" aria-labelledby={`${blockId}-rules`}>
        <h2 className="contest-teams__subheading" id={`${blockId}-rules`}>
          {t(props.rulesTitle ?? 'msg:teams.rules.title')}
        </h2>
        <ol>
          {rules.map((rule) => (
            <li key={rule}>{t(rule)}</li>
          ))}
        </ol>
      </aside>
    ) : null;

  if (!contestId) return null;
  let body;
  if (!signedIn) body = <p className="contest-teams__hint">{t('msg:teams.signedOut')}</p>;
  else if (request.state === 'pending') body = <LoadingIndicator text={t('msg:shell.loading')} />;
  else if (request.state === 'error' || !request.data || !service)
    body = (
      <LoadFailed
        className="contest-teams__state"
        buttonClassName="contest-teams__button"
        message={t('msg:teams.loadFailed')}
        retryLabel={t('msg:teams.reload')}
        retry={request.reload}
      />
    );
  else {
    const loaded = request.data.map((team) => changed[team.team_id] ?? team);
    const teams =
      created && !loaded.some((team) => team.team_id === created.team_id)
        ? [...loaded, changed[created.team_id] ?? created]
        : loaded;
    // A participant is in at most one team of a topic; a teacher may guide several.
    const participates = teams.some(
      (team) =>
        team.is_leader ||
        team.members.some((member) => member.user_id === userId && member.role === 'member'),
    );
    const onChanged = (team: ContestTeam) =>
      setChanged((previous) => ({ ...previous, [team.team_id]: team }));
    body = (
      <>
        {teams.map((team) => (
          <TeamCard
            key={team.team_id}
            team={team}
            service={service}
            today={today}
            onChanged={onChanged}
          />
        ))}
        {participates ? null : (
          <CreateTeamForm
            contestId={contestId}
            service={service}
            today={today}
            onCreated={setCreated}
          />
        )}
      </>
    );
  }

  return (
    <div className="contest-teams" data-block-id={blockId}>
      {rulesBox}
      {body}
    </div>
  );
}
