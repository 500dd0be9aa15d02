import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { HttpError } from '../../src/services/http/errors';
import type {
  ContestTeam,
  ContestTeamService,
  TeamMember,
} from '../../src/services/contestTeamService';
import { createFakeServices, renderBlock } from '../testing/renderBlock';
import ContestTeamsBlock, { type ContestTeamsProps } from './ContestTeamsBlock';
import { contestTeamsFixtures } from './fixtures';

// The fixture reads the route parameter; outside a route the contest is given directly.
const props: ContestTeamsProps = {
  ...(contestTeamsFixtures[0]!.props as unknown as ContestTeamsProps),
  contestIdFromParam: undefined,
  contestId: 'diaa2024-t1',
};
const PATH = '/hd/diaa/contest/diaa2024-t1/teams';

function member(overrides: Partial<TeamMember>): TeamMember {
  return {
    user_id: 'u1',
    account: 'teacher',
    name: '张三',
    role: 'member',
    is_leader: true,
    birth_date: '1998-05-20',
    nationality: 'CN',
    join_time: '2024-09-01T10:00:00.000+0800',
    ...overrides,
  };
}

function team(members: TeamMember[], isLeader = true): ContestTeam {
  return {
    team_id: 'team-1',
    contest_id: 'diaa2024-t1',
    name: '智慧先锋',
    leader_id: 'u1',
    is_leader: isLeader,
    create_time: '2024-09-01T10:00:00.000+0800',
    member_count: members.filter((item) => item.role === 'member').length,
    teacher_count: members.filter((item) => item.role === 'teacher').length,
    members,
  };
}

const refusal = (status: number, message: string) =>
  new HttpError(status, message, 'TEAM/X', { code: 'TEAM/X', message });

function setup(
  mine: ContestTeam[],
  overrides: Partial<ContestTeamService> = {},
  options: { signedOut?: boolean } = {},
) {
  const service: ContestTeamService = {
    mine: vi.fn(async () => structuredClone(mine)),
    create: vi.fn(async () => team([member({})])),
    addMember: vi.fn(async () => team([member({})])),
    removeMember: vi.fn(async () => team([member({})])),
    ...overrides,
  };
  const services = createFakeServices();
  services.contestTeams = async () => service;
  const result = renderBlock(ContestTeamsBlock, props, {
    services,
    sitePrefix: '/hd/diaa',
    path: PATH,
    role: options.signedOut ? undefined : 'STUDENT',
  });
  return { ...result, service };
}

describe('contest teams (seed 001 §5)', () => {
  it('shows the six team rules and, without a team, the create form', async () => {
    setup([]);
    const rules = screen.getByRole('complementary', { name: '组队规则' });
    const items = within(rules)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(items).toHaveLength(6);
    expect(items.join('')).toContain('年满 18 周岁');
    expect(items.join('')).toContain('中国公民');
    expect(await screen.findByRole('heading', { name: '创建队伍' })).toBeTruthy();
  });

  it('creating asks for a name and a birth date first, then sends them and shows the team', async () => {
    const { service } = setup([]);
    fireEvent.click(await screen.findByRole('button', { name: '创建队伍' }));
    expect(screen.getByRole('alert').textContent).toBe('请输入队伍名称');
    fireEvent.change(screen.getByLabelText('队伍名称'), { target: { value: ' 智慧先锋 ' } });
    fireEvent.click(screen.getByRole('button', { name: '创建队伍' }));
    expect(screen.getByRole('alert').textContent).toBe('请选择出生日期');
    expect(service.create).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('本人出生日期'), { target: { value: '1998-05-20' } });
    fireEvent.change(screen.getByLabelText('本人国籍'), { target: { value: 'CN' } });
    fireEvent.click(screen.getByRole('button', { name: '创建队伍' }));
    expect(await screen.findByRole('heading', { name: '智慧先锋' })).toBeTruthy();
    expect(service.create).toHaveBeenCalledWith('diaa2024-t1', {
      name: '智慧先锋',
      birth_date: '1998-05-20',
      nationality: 'CN',
    });
    // A participant leads one team per topic: the create form is gone.
    expect(screen.queryByRole('heading', { name: '创建队伍' })).toBeNull();
  });

  it('the service refusal of a create is shown as it is worded', async () => {
    setup([], {
      create: vi.fn(async () => {
        throw refusal(409, '每位参赛者在同一赛题只能加入一支队伍');
      }),
    });
    fireEvent.change(await screen.findByLabelText('队伍名称'), { target: { value: '第二队' } });
    fireEvent.change(screen.getByLabelText('本人出生日期'), { target: { value: '1998-05-20' } });
    fireEvent.click(screen.getByRole('button', { name: '创建队伍' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      '每位参赛者在同一赛题只能加入一支队伍',
    );
  });

  it('the leader sees the people with their roles and adds one; a refusal shows its rule', async () => {
    const added = member({
      user_id: 'u-learner',
      account: 'learner',
      name: '孙丽',
      is_leader: false,
    });
    const addMember = vi
      .fn<ContestTeamService['addMember']>()
      .mockRejectedValueOnce(refusal(409, '参赛成员须年满 18 周岁'))
      .mockResolvedValueOnce(team([member({}), added]));
    const { service } = setup(
      [
        team([
          member({}),
          member({
            user_id: 'u-t',
            account: 'academic',
            name: '刘敏',
            role: 'teacher',
            is_leader: false,
          }),
        ]),
      ],
      { addMember },
    );
    const card = within(
      (await screen.findByRole('heading', { name: '智慧先锋' })).closest('section')!,
    );
    const rows = card
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(rows).toEqual([
      ['张三', 'teacher', '队长', '1998-05-20', '中国', ''],
      ['刘敏', 'academic', '指导教师', '1998-05-20', '中国', '移出'],
    ]);
    expect(card.getByText('队员 1 人 · 指导教师 1 人')).toBeTruthy();

    fireEvent.change(card.getByLabelText('平台账号'), { target: { value: 'learner' } });
    fireEvent.change(card.getByLabelText('身份'), { target: { value: 'member' } });
    fireEvent.change(card.getByLabelText('出生日期'), { target: { value: '2010-01-01' } });
    fireEvent.click(card.getByRole('button', { name: '添加' }));
    expect((await card.findByRole('alert')).textContent).toBe('参赛成员须年满 18 周岁');
    expect(card.queryByText('孙丽')).toBeNull();

    fireEvent.change(card.getByLabelText('出生日期'), { target: { value: '1999-01-01' } });
    fireEvent.click(card.getByRole('button', { name: '添加' }));
    expect(await card.findByText('已添加 孙丽')).toBeTruthy();
    expect(card.getByText('孙丽')).toBeTruthy();
    expect(service.addMember).toHaveBeenLastCalledWith('team-1', {
      account: 'learner',
      role: 'member',
      birth_date: '1999-01-01',
      nationality: 'CN',
    });
  });

  it('the leader removes a person after confirming', async () => {
    const teacher = member({
      user_id: 'u-t',
      account: 'academic',
      name: '刘敏',
      role: 'teacher',
      is_leader: false,
    });
    const { service, runtime } = setup([team([member({}), teacher])]);
    fireEvent.click(await screen.findByRole('button', { name: '移出 刘敏' }));
    await waitFor(() => expect(service.removeMember).toHaveBeenCalledWith('team-1', 'u-t'));
    expect(runtime.ui.confirm).toHaveBeenCalledWith('确定将 刘敏 移出队伍？');
    expect(await screen.findByText('已将 刘敏 移出队伍')).toBeTruthy();
    expect(screen.queryByText('academic')).toBeNull();
  });

  it('a member who does not lead reads only: no add form, no remove buttons', async () => {
    setup([
      team([member({ user_id: 'u-lead', name: '李明' }), member({ is_leader: false })], false),
    ]);
    await screen.findByRole('heading', { name: '智慧先锋' });
    expect(screen.queryByRole('button', { name: '添加' })).toBeNull();
    expect(screen.queryByRole('button', { name: /移出/ })).toBeNull();
    expect(screen.getByText('只有队长可以添加或移出成员。')).toBeTruthy();
    // A member of a team creates no second one.
    expect(screen.queryByRole('heading', { name: '创建队伍' })).toBeNull();
  });

  it('signed out it only says so', () => {
    setup([], {}, { signedOut: true });
    expect(screen.getByText('登录后可组建队伍')).toBeTruthy();
  });

  it('a failed load offers 重新加载', async () => {
    const mine = vi
      .fn<ContestTeamService['mine']>()
      .mockRejectedValueOnce(new Error('HTTP 500'))
      .mockResolvedValueOnce([]);
    setup([], { mine });
    expect(await screen.findByText('队伍信息加载失败')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '重新加载' }));
    expect(await screen.findByRole('heading', { name: '创建队伍' })).toBeTruthy();
  });
});
