import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import AreaAdminBlock from './AreaAdminBlock';
import { createFakeServices, renderBlock } from '../testing/renderBlock';
import { HttpError } from '../../src/services/http';
import type { AreaAdminService } from '../../src/services/areaAdminService';

const SCHOOLS: Record<string, Awaited<ReturnType<AreaAdminService['schools']>>> = {
  '110108': [
    { school_id: 's-hd-001', school_name: '海淀区实验小学', grade_sections: ['小学'] },
    { school_id: 's-hd-002', school_name: '海淀区第一中学', grade_sections: ['初中', '高中'] },
  ],
  '110105': [],
};

function servicesWith(overrides: Partial<AreaAdminService> = {}) {
  const services = createFakeServices();
  const areaAdmin: AreaAdminService = {
    areas: vi.fn(async () => [
      { area_code: '110108', area_name: '北京市海淀区' },
      { area_code: '110105', area_name: '北京市朝阳区' },
    ]),
    schools: vi.fn(async (code: string) => SCHOOLS[code] ?? []),
    ...overrides,
  };
  services.areaAdmin = async () => areaAdmin;
  return { services, areaAdmin };
}

const props = { breadcrumb: [{ label: 'msg:portal.nav.home', to: '/' }] };

describe('area-admin', () => {
  it("shows the first managed area's schools, and another area when chosen", async () => {
    const { services, areaAdmin } = servicesWith();
    renderBlock(AreaAdminBlock, props, { services, role: 'EDU_ADMIN' });
    expect(await screen.findByRole('rowheader', { name: '海淀区实验小学' })).toBeTruthy();
    expect(screen.getByText('共 2 所学校')).toBeTruthy();
    expect(screen.getByText('初中、高中')).toBeTruthy();
    expect(areaAdmin.schools).toHaveBeenCalledWith('110108');
    expect(screen.getByRole('button', { name: '北京市海淀区' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    fireEvent.click(screen.getByRole('button', { name: '北京市朝阳区' }));
    expect(await screen.findByText('该地区暂无学校')).toBeTruthy();
    expect(areaAdmin.schools).toHaveBeenLastCalledWith('110105');
  });

  it('says so when the user manages no area', async () => {
    const { services } = servicesWith({ areas: vi.fn(async () => []) });
    renderBlock(AreaAdminBlock, props, { services, role: 'EDU_ADMIN' });
    expect(await screen.findByText('您暂无管理的地区')).toBeTruthy();
  });

  it("shows the server's refusal with a retry", async () => {
    const schools = vi
      .fn<AreaAdminService['schools']>()
      .mockRejectedValueOnce(new HttpError(403, '无权查看该地区的学校', 'UC/AREA_FORBIDDEN'))
      .mockResolvedValue(SCHOOLS['110108']);
    const { services } = servicesWith({ schools });
    renderBlock(AreaAdminBlock, props, { services, role: 'EDU_ADMIN' });
    expect(await screen.findByText(/无权查看该地区的学校/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '重新加载' }));
    expect(await screen.findByRole('rowheader', { name: '海淀区实验小学' })).toBeTruthy();
  });
});
