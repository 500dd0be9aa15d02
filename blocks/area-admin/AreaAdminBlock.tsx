/**
 * Area administration `/areaAdmin` (seed 000 §2, §6 "area lists may be filtered to allowed area
 * codes", §7 private area schools; ledger CORE-ROUTE-30, CORE-API-36): the areas the signed-in
 * administrator manages as a choice, and the chosen area's schools (GET
 * /v1/private/areas/schools/{id}). The route's guard lets only an education administrator in.
 */
import { useState } from 'react';
import type { BlockProps } from '../../src/runtime/blocks/contract';
import { useServices, useT } from '../../src/runtime/hooks';
import { useRequest } from '../../src/services/http/useRequest';
import { LoadingIndicator } from '../../src/runtime/screens/screens';
import { Breadcrumb } from '../shared/Breadcrumb';
import './area-admin.css';
import type { AreaAdminProps } from './props.gen';

export type { AreaAdminProps };

function Failed(props: { onRetry: () => void; message?: string }) {
  const t = useT();
  return (
    <p className="area-admin__note">
      {props.message ?? t('msg:shell.error')}{' '}
      <button type="button" onClick={props.onRetry}>
        {t('msg:categories.retry')}
      </button>
    </p>
  );
}

export default function AreaAdminBlock({ props, blockId }: BlockProps<AreaAdminProps>) {
  const t = useT();
  const services = useServices();
  const service = () => {
    if (!services.areaAdmin) throw new Error('no area administration service');
    return services.areaAdmin();
  };
  const areas = useRequest(async () => (await service()).areas(), [services]);
  const [chosen, setChosen] = useState<string | null>(null);
  const list = areas.data ?? [];
  const areaCode = chosen ?? list[0]?.area_code ?? null;
  const schools = useRequest(
    async () => (areaCode ? (await service()).schools(areaCode) : []),
    [areaCode, services],
  );
  const title = t('msg:areaAdmin.title');
  const crumbs = props.breadcrumb ?? [];

  let body;
  if (areas.state === 'pending' && !areas.data) {
    body = <LoadingIndicator text={t('msg:shell.loading')} />;
  } else if (areas.state === 'error') {
    body = <Failed onRetry={areas.reload} />;
  } else if (list.length === 0) {
    body = <p className="area-admin__note">{t('msg:areaAdmin.noArea')}</p>;
  } else {
    let table;
    if (schools.state === 'pending' && !schools.data) {
      table = <LoadingIndicator text={t('msg:shell.loading')} />;
    } else if (schools.state === 'error') {
      table = (
        <Failed
          onRetry={schools.reload}
          message={schools.error instanceof Error ? schools.error.message : undefined}
        />
      );
    } else if ((schools.data ?? []).length === 0) {
      table = <p className="area-admin__note">{t('msg:areaAdmin.noSchool')}</p>;
    } else {
      table = (
        <>
          <p className="area-admin__count">
            {t('msg:areaAdmin.count', { count: schools.data?.length ?? 0 })}
          </p>
          <table className="area-admin__table">
            <thead>
              <tr>
                <th scope="col">{t('msg:areaAdmin.school')}</th>
                <th scope="col">{t('msg:areaAdmin.sections')}</th>
                <th scope="col">{t('msg:areaAdmin.schoolId')}</th>
              </tr>
            </thead>
            <tbody>
              {(schools.data ?? []).map((school) => (
                <tr key={school.school_id}>
                  <th scope="row">{school.school_name}</th>
                  <td>{school.grade_sections.join('、')}</td>
                  <td>{school.school_id}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      );
    }
    body = (
      <>
        <div className="area-admin__areas" role="group" aria-label={t('msg:areaAdmin.areas')}>
          {list.map((area) => (
            <button
              key={area.area_code}
              type="button"
              aria-pressed={area.area_code === areaCode}
              onClick={() => setChosen(area.area_code)}
            >
              {area.area_name}
            </button>
          ))}
        </div>
        {table}
      </>
    );
  }

  return (
    <section className="area-admin" aria-labelledby={`${blockId}-title`}>
      <Breadcrumb crumbs={crumbs} current={title} />
      <h1 id={`${blockId}-title`} className="area-admin__title">
        {title}
      </h1>
      {body}
    </section>
  );
}
