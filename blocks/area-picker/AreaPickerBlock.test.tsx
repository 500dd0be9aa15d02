import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import AreaPickerBlock from './AreaPickerBlock';
import { THREE_PROVINCES } from './fixtures';
import { createFakeServices, renderBlock } from '../testing/renderBlock';
import type { SiteManifest } from '../../src/runtime/manifest/types';

function show(allowedAreaCodes: string[] | undefined, rankAreaInfo = async () => THREE_PROVINCES) {
  const services = {
    ...createFakeServices(),
    referenceData: async () => ({ rankAreaInfo: vi.fn(rankAreaInfo), list: vi.fn(async () => []) }),
  };
  return renderBlock(
    AreaPickerBlock,
    { label: 'msg:areaPicker.region' },
    { services, site: { allowedAreaCodes } as Partial<SiteManifest> },
  );
}

const ready = () =>
  waitFor(() =>
    expect(document.querySelector('[data-area-picker]')?.getAttribute('data-area-picker')).not.toBe(
      'loading',
    ),
  );
const optionTexts = (select: HTMLElement) =>
  Array.from(select.querySelectorAll('option'))
    .filter((option) => option.value !== '')
    .map((option) => `${option.value} ${option.textContent}`);

describe('area-picker (ledger CORE-SPACE-07)', () => {
  it('allowedAreaCodes [110000] over 3 provinces offers only 110000', async () => {
    show(['110000']);
    await ready();
    const province = screen.getByLabelText('所在地区');
    expect(optionTexts(province)).toEqual(['110000 北京市']);
  });

  it('offers every province without allowedAreaCodes, and the cities of the chosen one', async () => {
    show(undefined);
    await ready();
    const province = screen.getByLabelText('所在地区');
    expect(optionTexts(province)).toEqual([
      '110000 北京市',
      '310000 上海市',
      '810000 香港特别行政区',
    ]);
    expect(screen.queryByLabelText('城市/区县')).toBeNull();
    fireEvent.change(province, { target: { value: '110000' } });
    const city = screen.getByLabelText('城市/区县');
    expect(optionTexts(city)).toEqual(['110101 东城区', '110108 海淀区']);
    fireEvent.change(city, { target: { value: '110108' } });
    const section = document.querySelector('.area-picker') as HTMLElement;
    expect(within(section).getByRole('status').textContent).toBe('已选择：北京市 / 海淀区');
    expect(document.querySelector('[data-area-code]')?.getAttribute('data-area-code')).toBe(
      '110108',
    );
  });

  it('says so when the area file cannot be loaded', async () => {
    show(['110000'], async () => {
      throw new Error('404');
    });
    await ready();
    expect(screen.getByRole('alert').textContent).toBe('地区列表加载失败，请稍后重试');
    expect(optionTexts(screen.getByLabelText('所在地区'))).toEqual([]);
  });
});
