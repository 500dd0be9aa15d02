import type { BlockFixture } from '../../src/runtime/blocks/contract';
import type { Studio } from '../../src/services/studioService';

export const studioListFixtures: BlockFixture[] = [
  {
    name: 'teach-studios',
    description: '/tStudio: the teacher studios, 8 per page.',
    props: { kind: 'teach-studio' },
  },
  {
    name: 'resource-accounts',
    description: '/theResourceNav: the resource accounts (inst-studio), shown as 资源号.',
    props: { kind: 'inst-studio', title: 'msg:studio.list.resourceNav' },
  },
];

/** A studio as the service gives it, for tests. */
export function studioAt(id: string, extra: Partial<Studio> = {}): Studio {
  return {
    id,
    kind: 'teach-studio',
    name: `工作室 ${id}`,
    owner: { name: '王晓燕', title: '特级教师' },
    area: '北京市海淀区',
    subject: '数学',
    introduction: '工作室简介',
    cover_url: `/svc/static/covers/${id}.svg`,
    member_count: 36,
    resource_count: 12_860,
    visit_count: 12_680_300,
    ...extra,
  };
}
