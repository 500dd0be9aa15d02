/**
 * Area picker (seed 000 §3 reference data "areas (area_code, childrens)", §6 "Area lists may be
 * filtered to allowed area codes"; ledger CORE-SPACE-07, CORE-API-46): a province select and,
 * when the chosen province has any, a city select, read from the static file
 * bdxcloud/configs/rank_area_info.json and cut to the site's `allowedAreaCodes` (all areas
 * when the site sets none). The choice is shown under the selects; nothing is sent anywhere —
 * forms that need the area read it from there.
 */
import { useEffect, useId, useState } from 'react';
import type { BlockProps } from '../../src/runtime/blocks/contract';
import { useRuntime } from '../../src/runtime/RuntimeContext';
import { useServices, useT } from '../../src/runtime/hooks';
import { filterAllowedAreas, type AreaNode } from '../../src/lib/allowedAreas';
import './area-picker.css';
import type { AreaPickerProps } from './props.gen';

export type { AreaPickerProps };

type Loaded = { state: 'loading' } | { state: 'error' } | { state: 'ready'; areas: AreaNode[] };

export default function AreaPickerBlock({ props }: BlockProps<AreaPickerProps>) {
  const t = useT();
  const { site } = useRuntime();
  const services = useServices();
  const allowed = site.allowedAreaCodes;
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const [provinceCode, setProvinceCode] = useState('');
  const [cityCode, setCityCode] = useState('');
  const provinceId = useId();
  const cityId = useId();

  useEffect(() => {
    let current = true;
    const load = services.referenceData;
    const answer = load
      ? load().then((reference) => reference.rankAreaInfo())
      : Promise.reject(new Error('no reference data service'));
    answer.then(
      (areas) => {
        if (current) setLoaded({ state: 'ready', areas: filterAllowedAreas(areas, allowed) });
      },
      () => {
        if (current) setLoaded({ state: 'error' });
      },
    );
    return () => {
      current = false;
    };
  }, [services, allowed]);

  const areas = loaded.state === 'ready' ? loaded.areas : [];
  const province = areas.find((area) => area.area_code === provinceCode);
  const cities = province?.childrens ?? [];
  const city = cities.find((area) => area.area_code === cityCode);
  const chosen = [province?.area_name, city?.area_name].filter(Boolean).join(' / ');

  return (
    <section
      className="area-picker"
      data-area-picker={loaded.state}
      data-area-code={city?.area_code ?? province?.area_code ?? ''}
    >
      <div className="area-picker__field">
        <label className="area-picker__label" htmlFor={provinceId}>
          {t(props.label)}
        </label>
        <select
          id={provinceId}
          className="area-picker__select"
          value={provinceCode}
          disabled={loaded.state !== 'ready'}
          onChange={(event) => {
            setProvinceCode(event.target.value);
            setCityCode('');
          }}
        >
          <option value="">
            {loaded.state === 'loading'
              ? t('msg:shell.loading')
              : t('msg:areaPicker.chooseProvince')}
          </option>
          {areas.map((area) => (
            <option key={area.area_code} value={area.area_code}>
              {area.area_name}
            </option>
          ))}
        </select>
      </div>
      {cities.length > 0 && (
        <div className="area-picker__field">
          <label className="area-picker__label" htmlFor={cityId}>
            {t('msg:areaPicker.city')}
          </label>
          <select
            id={cityId}
            className="area-picker__select"
            value={cityCode}
            onChange={(event) => setCityCode(event.target.value)}
          >
            <option value="">{t('msg:areaPicker.chooseCity')}</option>
            {cities.map((area) => (
              <option key={area.area_code} value={area.area_code}>
                {area.area_name}
              </option>
            ))}
          </select>
        </div>
      )}
      {loaded.state === 'error' && (
        <p className="area-picker__notice" role="alert">
          {t('msg:areaPicker.failed')}
        </p>
      )}
      {chosen && (
        <p className="area-picker__chosen" role="status">
          {t('msg:areaPicker.chosen', { area: chosen })}
        </p>
      )}
    </section>
  );
}
