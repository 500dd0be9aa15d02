/**
 * 个人资料 on `/user` (seed 000 §3 "Reference data", §7 "School detail and lists", "Majors",
 * "Static reference files", §8 "majors failures → empty result", §9 graduation years; ledger
 * CORE-HELPER-40/41, CORE-API-33/34/35/37/46): the signed-in user's region, school and the
 * reference-list fields, saved through the profile service (the stand-in's path, to confirm). The school, majors
 * and profile calls come with the lazily loaded reference data (`services.referenceData()`).
 *
 * - Every picker's options come from its static file (services.referenceData, each file asked
 *   once per page load, without auth). All files are asked whatever the role, so the form's
 *   reference data is the same for everyone.
 * - 所在地区: province → city → district, as deep as rank_area_info.json goes.
 * - 学校: once an area is chosen, its schools (GET /v1/area_infos/{code}/school_infos); typing in
 *   the search box searches by name inside the area (GET /v1/school_infos/from_es, offset 0,
 *   limit SCHOOL_SEARCH_LIMIT, grade_section_contain=true). The chosen school's detail is read by
 *   id; its sections are named from studio/school/section.json.
 * - 专业: a vocational school (its detail's grade_sections hold VOCATIONAL_SECTION) offers its
 *   own majors (the two majors calls; a failure gives none, never an error screen); any other
 *   school, or none, offers normal_major_info.json.
 * - The fields, their order, labels and roles come from the manifest's field table (`fields`,
 *   schema.json); each kind has one renderer below. On the portal teachers also see 学科 / 职称
 *   / 荣誉, students also see 学生类型 / 毕业年份 / 专业, everyone sees the rest.
 * - 保存 sends the fields shown to the current role, and only those.
 */
import { useEffect, useId, useMemo, useState, type ReactNode } from 'react';
import type { BlockProps } from '../../src/runtime/blocks/contract';
import { useRuntime } from '../../src/runtime/RuntimeContext';
import { useServices, useT } from '../../src/runtime/hooks';
import type { AreaNode } from '../../src/lib/allowedAreas';
import { graduationYears } from '../../src/lib/graduationYears';
import type { RoleCode } from '../../src/runtime/facts/facts';
import type { ReferenceListName, ReferenceOption } from '../../src/services/referenceDataService';
import type { SchoolInfo, SchoolService } from '../../src/services/schoolService';
import type { UserProfile, UserProfileService } from '../../src/services/userProfileService';
import type { PortalServices } from '../../src/services/portalServices';
import './profile-form.css';
import type { ProfileFormProps } from './props.gen';

export type { ProfileFormProps };

/** One row of the field table. */
export type ProfileField = ProfileFormProps['fields'][number];
/** Kinds drawn as a group of their own (a fieldset with a legend); the rest share the grid. */
const GROUP_KINDS: readonly ProfileField['kind'][] = ['area', 'school'];
/** The section code (studio/school/section.json) of a vocational school. */
export const VOCATIONAL_SECTION = 'vocational';
/** One page of school search results. */
export const SCHOOL_SEARCH_LIMIT = 20;
/** Typing pauses this long before the school search is sent. */
const SEARCH_DELAY_MS = 300;

const REFERENCE_LISTS: readonly ReferenceListName[] = [
  'gradeSections',
  'subjects',
  'jobTitles',
  'teacherHonours',
  'ethnicGroups',
  'degrees',
  'politicalStatuses',
  'itSkills',
  'studentTypes',
  'normalMajors',
  'schoolSections',
];

/** The school and majors calls, carried by the reference data service. */
async function schoolsOf(services: PortalServices): Promise<SchoolService> {
  const reference = await services.referenceData?.();
  if (!reference?.schools) throw new Error('no school service');
  return reference.schools;
}

/** The saved-profile calls, carried by the reference data service. */
async function userProfileOf(services: PortalServices): Promise<UserProfileService> {
  const reference = await services.referenceData?.();
  if (!reference?.userProfile) throw new Error('no user profile service');
  return reference.userProfile;
}

type Lists = Partial<Record<ReferenceListName, ReferenceOption[]>>;
type SaveState = { state: 'idle' | 'saving' | 'saved' } | { state: 'failed'; reason: string };

/** Is the field shown to this role (no roles: to everyone)? */
function shownTo(field: ProfileField, role: RoleCode | null): boolean {
  return !field.roles || (role !== null && field.roles.includes(role));
}

/** The codes from the root to `code` in the area tree ([] when it is not there). */
function areaPathTo(areas: AreaNode[], code: string | undefined): string[] {
  if (!code) return [];
  for (const area of areas) {
    if (area.area_code === code) return [code];
    const below = areaPathTo(area.childrens ?? [], code);
    if (below.length > 0) return [area.area_code, ...below];
  }
  return [];
}

interface SelectFieldProps {
  label: string;
  name: string;
  value: string;
  options: readonly { code: string; name: string }[];
  onChange: (value: string) => void;
  placeholder: string;
  disabled?: boolean;
}

function SelectField({
  label,
  name,
  value,
  options,
  onChange,
  placeholder,
  disabled,
}: SelectFieldProps) {
  const id = useId();
  return (
    <div className="profile-form__field">
      <label className="profile-form__label" htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        name={name}
        className="profile-form__select"
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.code} value={option.code}>
            {option.name}
          </option>
        ))}
      </select>
    </div>
  );
}

export default function ProfileFormBlock({ props, blockId }: BlockProps<ProfileFormProps>) {
  const t = useT();
  const { session, clock } = useRuntime();
  const services = useServices();
  const userId = session.loggedIn ? session.user?.user_id : undefined;
  const role = session.role;
  const fields = props.fields.filter((field) => shownTo(field, role));

  const [areas, setAreas] = useState<AreaNode[]>([]);
  const [lists, setLists] = useState<Lists>({});
  const [referenceFailed, setReferenceFailed] = useState(false);
  const [loadState, setLoadState] = useState<'loading' | 'ready' | 'failed'>('loading');
  const [values, setValues] = useState<UserProfile>({});
  const [areaPath, setAreaPath] = useState<string[]>([]);
  const [areaSchools, setAreaSchools] = useState<SchoolInfo[]>([]);
  const [searchText, setSearchText] = useState('');
  const [searchResults, setSearchResults] = useState<SchoolInfo[] | null>(null);
  const [school, setSchool] = useState<SchoolInfo | null>(null);
  const [vocationalMajors, setVocationalMajors] = useState<ReferenceOption[]>([]);
  const [save, setSave] = useState<SaveState>({ state: 'idle' });
  const searchId = useId();
  const headingId = `${blockId}-heading`;
  const years = useMemo(
    () => graduationYears(clock.now()).map((year) => ({ code: String(year), name: String(year) })),
    [clock],
  );

  // Reference files and the saved profile, once per user.
  useEffect(() => {
    if (!userId) return;
    let current = true;
    const reference =
      services.referenceData?.() ?? Promise.reject(new Error('no reference data service'));
    const areaAnswer = reference.then((it) => it.rankAreaInfo());
    const listAnswers = REFERENCE_LISTS.map((name) =>
      reference
        .then((it) => it.list(name))
        .then(
          (options) => ({ name, options }),
          () => ({ name, options: null }),
        ),
    );
    const profileAnswer = userProfileOf(services).then((it) => it.get(userId));
    Promise.all([
      areaAnswer.then(
        (tree) => tree,
        () => null,
      ),
      Promise.all(listAnswers),
      profileAnswer,
    ]).then(
      ([tree, answered, saved]) => {
        if (!current) return;
        const loaded: Lists = {};
        let failed = tree === null;
        for (const { name, options } of answered) {
          if (options) loaded[name] = options;
          else failed = true;
        }
        setAreas(tree ?? []);
        setLists(loaded);
        setReferenceFailed(failed);
        setValues(saved);
        setAreaPath(areaPathTo(tree ?? [], saved.area_code));
        setLoadState('ready');
      },
      () => {
        if (current) setLoadState('failed');
      },
    );
    return () => {
      current = false;
    };
  }, [services, userId]);

  const areaCode = areaPath[areaPath.length - 1] ?? '';

  // The chosen area's schools (CORE-API-34).
  useEffect(() => {
    setAreaSchools([]);
    if (!areaCode) return;
    let current = true;
    schoolsOf(services)
      .then((it) => it.areaSchools(areaCode))
      .then(
        (found) => {
          if (current) setAreaSchools(found);
        },
        () => undefined,
      );
    return () => {
      current = false;
    };
  }, [services, areaCode]);

  // The school search inside the area, a moment after typing stops (CORE-API-35).
  useEffect(() => {
    const name = searchText.trim();
    setSearchResults(null);
    if (!name || !areaCode) return;
    let current = true;
    const timer = setTimeout(() => {
      schoolsOf(services)
        .then((it) =>
          it.search({ schoolName: name, areaCode, offset: 0, limit: SCHOOL_SEARCH_LIMIT }),
        )
        .then(
          (found) => {
            if (current) setSearchResults(found);
          },
          () => {
            if (current) setSearchResults([]);
          },
        );
    }, SEARCH_DELAY_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [services, areaCode, searchText]);

  // The chosen school's detail (CORE-API-33) and, for a vocational school, its majors (CORE-API-37).
  const schoolId = values.school_id ?? '';
  const wantsMajors = fields.some((field) => field.kind === 'major');
  useEffect(() => {
    setSchool(null);
    setVocationalMajors([]);
    if (!schoolId) return;
    let current = true;
    schoolsOf(services)
      .then(async (it) => {
        const detail = await it.detail(schoolId);
        if (!current) return;
        setSchool(detail);
        if (wantsMajors && detail?.grade_sections.includes(VOCATIONAL_SECTION)) {
          const majors = await it.majors(schoolId);
          if (current) setVocationalMajors(majors);
        }
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [services, schoolId, wantsMajors]);

  if (!userId) return null;

  /** A change after saving hides the old 保存成功. */
  const edit = (change: (previous: UserProfile) => UserProfile) => {
    setValues(change);
    setSave((previous) => (previous.state === 'saved' ? { state: 'idle' } : previous));
  };
  const set = (field: keyof UserProfile) => (value: string) =>
    edit((previous) => ({ ...previous, [field]: value }));
  const choose = t('msg:profileForm.choose');
  const ready = loadState === 'ready';
  /** A picker of fixed options, kept in the profile attribute the field names. */
  const pickerFor = (field: ProfileField, options: SelectFieldProps['options']) => (
    <SelectField
      key={field.name}
      label={t(field.label)}
      name={field.name}
      value={values[field.name] ?? ''}
      options={options}
      placeholder={choose}
      disabled={!ready}
      onChange={set(field.name)}
    />
  );

  const levels: { label: string; options: AreaNode[] }[] = [];
  let level: AreaNode[] = areas;
  for (const labelKey of ['province', 'city', 'district']) {
    if (level.length === 0) break;
    levels.push({ label: t(`msg:profileForm.${labelKey}`), options: level });
    const chosen = level.find((area) => area.area_code === areaPath[levels.length - 1]);
    level = chosen?.childrens ?? [];
  }

  const isVocational = school?.grade_sections.includes(VOCATIONAL_SECTION) ?? false;
  const majorOptions = isVocational ? vocationalMajors : (lists.normalMajors ?? []);
  const schoolOptions = (() => {
    const shown = searchResults ?? areaSchools;
    const options = shown.map((it) => ({ code: it.school_id, name: it.school_name }));
    if (schoolId && !options.some((it) => it.code === schoolId)) {
      options.unshift({
        code: schoolId,
        name: school?.school_name ?? values.school_name ?? schoolId,
      });
    }
    return options;
  })();
  const sectionNames = (school?.grade_sections ?? []).map(
    (code) => lists.schoolSections?.find((it) => it.code === code)?.name ?? code,
  );

  // One renderer per field kind.
  const renderArea = (field: ProfileField) => (
    <fieldset key={field.name} className="profile-form__group profile-form__group--area">
      <legend className="profile-form__legend">{t(field.label)}</legend>
      <div className="profile-form__row">
        {levels.map((it, index) => (
          <SelectField
            key={index}
            label={it.label}
            name={`area-${index}`}
            value={areaPath[index] ?? ''}
            options={it.options.map((area) => ({ code: area.area_code, name: area.area_name }))}
            placeholder={ready ? choose : t('msg:shell.loading')}
            disabled={!ready}
            onChange={(code) => {
              setAreaPath([...areaPath.slice(0, index), ...(code ? [code] : [])]);
              setSearchText('');
              edit((previous) => ({ ...previous, school_id: '', school_name: '', major: '' }));
            }}
          />
        ))}
      </div>
    </fieldset>
  );

  const renderSchool = (field: ProfileField) => (
    <fieldset key={field.name} className="profile-form__group profile-form__group--school">
      <legend className="profile-form__legend">{t(field.label)}</legend>
      <div className="profile-form__row">
        <div className="profile-form__field">
          <label className="profile-form__label" htmlFor={searchId}>
            {t('msg:profileForm.schoolSearch')}
          </label>
          <input
            id={searchId}
            type="search"
            className="profile-form__input"
            value={searchText}
            disabled={!areaCode}
            placeholder={
              areaCode
                ? t('msg:profileForm.schoolSearchPlaceholder')
                : t('msg:profileForm.chooseAreaFirst')
            }
            onChange={(event) => setSearchText(event.target.value)}
            onKeyDown={(event) => {
              // Enter searches (it already does as one types); it must not submit the form.
              if (event.key === 'Enter') event.preventDefault();
            }}
          />
        </div>
        <SelectField
          label={t(field.label)}
          name="school_id"
          value={schoolId}
          options={schoolOptions}
          placeholder={areaCode ? choose : t('msg:profileForm.chooseAreaFirst')}
          disabled={!areaCode}
          onChange={(code) =>
            edit((previous) => ({
              ...previous,
              school_id: code,
              school_name: schoolOptions.find((it) => it.code === code)?.name ?? '',
              major: '',
            }))
          }
        />
      </div>
      <p className="profile-form__hint" role="status">
        {searchResults
          ? searchResults.length > 0
            ? t('msg:profileForm.schoolsFound', { count: searchResults.length })
            : t('msg:profileForm.noSchools')
          : areaCode && ready && areaSchools.length === 0
            ? t('msg:profileForm.noSchools')
            : ''}
      </p>
      {school && (
        <p className="profile-form__school" data-school-id={school.school_id}>
          {t('msg:profileForm.schoolDetail', {
            name: school.school_name,
            sections: sectionNames.join('、'),
          })}
        </p>
      )}
    </fieldset>
  );

  const renderMajor = (field: ProfileField) => (
    <SelectField
      key={field.name}
      label={t(field.label)}
      name={field.name}
      value={values[field.name] ?? ''}
      options={majorOptions}
      placeholder={ready && majorOptions.length === 0 ? t('msg:profileForm.noMajors') : choose}
      disabled={!ready}
      onChange={set(field.name)}
    />
  );

  const renderField = (field: ProfileField): ReactNode => {
    switch (field.kind) {
      case 'area':
        return renderArea(field);
      case 'school':
        return renderSchool(field);
      case 'reference':
        return pickerFor(field, field.list ? (lists[field.list] ?? []) : []);
      case 'graduation-year':
        return pickerFor(field, years);
      case 'major':
        return renderMajor(field);
    }
  };

  /** The shown fields in order; consecutive pickers share one grid, groups stand alone. */
  const fieldsInGroups = (): ReactNode[] => {
    const out: ReactNode[] = [];
    let grid: ReactNode[] | null = null;
    for (const field of fields) {
      if (GROUP_KINDS.includes(field.kind)) {
        grid = null;
        out.push(renderField(field));
        continue;
      }
      if (!grid) {
        grid = [];
        out.push(
          <div key={`grid-${field.name}`} className="profile-form__grid">
            {grid}
          </div>,
        );
      }
      grid.push(renderField(field));
    }
    return out;
  };

  const submit = async () => {
    setSave({ state: 'saving' });
    const profile: UserProfile = {};
    for (const field of fields) {
      if (field.kind === 'area') profile.area_code = areaCode;
      else if (field.kind === 'school') {
        profile.school_id = schoolId;
        profile.school_name = schoolId
          ? (schoolOptions.find((it) => it.code === schoolId)?.name ?? '')
          : '';
      } else profile[field.name] = values[field.name];
    }
    try {
      const saved = await (await userProfileOf(services)).save(userId, profile);
      setValues(saved);
      setSave({ state: 'saved' });
    } catch (error) {
      const reason = error instanceof Error && error.message ? error.message : '';
      setSave({ state: 'failed', reason });
    }
  };

  return (
    <section
      className="profile-form"
      aria-labelledby={headingId}
      data-profile-form={loadState}
      aria-busy={loadState === 'loading'}
    >
      <h2 className="profile-form__heading" id={headingId}>
        {t(props.title)}
      </h2>
      {loadState === 'failed' && (
        <p className="profile-form__notice" role="alert">
          {t('msg:profileForm.loadFailed')}
        </p>
      )}
      {referenceFailed && (
        <p className="profile-form__notice" role="alert">
          {t('msg:profileForm.referenceFailed')}
        </p>
      )}
      <form
        className="profile-form__form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        {fieldsInGroups()}

        <div className="profile-form__actions">
          <button
            type="submit"
            className="profile-form__save"
            disabled={!ready || save.state === 'saving'}
          >
            {save.state === 'saving' ? t('msg:profileForm.saving') : t('msg:profileForm.save')}
          </button>
          {save.state === 'saved' && (
            <p className="profile-form__saved" role="status">
              {t('msg:profileForm.saved')}
            </p>
          )}
          {save.state === 'failed' && (
            <p className="profile-form__notice" role="alert">
              {t('msg:profileForm.saveFailed', {
                reason: save.reason || t('msg:profileForm.tryAgain'),
              })}
            </p>
          )}
        </div>
      </form>
    </section>
  );
}
