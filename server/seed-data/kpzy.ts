/**
 * The science-popularisation collection site (/hd/kpzy, seed 001 §2): its channel content. Its
 * contest (kpzy2026) is declared in contests.json; the scenarios set its times relative to now.
 */

export const KPZY_CHANNEL_ID = 'kpzy-home';
export const KPZY_CONTEST_ID = 'kpzy2026';
export const KPZY_PALETTE: [string, string] = ['#243c99', '#7b5ce0'];

export const KPZY_BANNER = [
  {
    id: 'kpzy-banner-main',
    title: '2026年全国中小学科普资源征集活动',
    description: '面向全国中小学师生征集优秀科普视频、科普文章与科学实验作品',
    url: '/hd/kpzy/list?libraryId=kpzy-guide',
    palette: ['#243c99', '#7b5ce0'] as [string, string],
  },
  {
    id: 'kpzy-banner-show',
    title: '优秀科普作品展示',
    description: '看看同学们的奇思妙想',
    url: '/hd/kpzy/show?libraryId=kpzy-works',
    palette: ['#0d6e8a', '#43b7c9'] as [string, string],
  },
];

export interface WorkSeed {
  id: string;
  title: string;
  author: string;
  school: string;
  area: string;
  work_type: '科普视频' | '科普文章' | '科学实验';
  description: string;
}

export const KPZY_WORKS: WorkSeed[] = [
  {
    id: 'kpzy-work-001',
    title: '会“呼吸”的叶子——植物蒸腾作用探究',
    author: '林晓',
    school: '北京市海淀区中关村第一小学',
    area: '北京市',
    work_type: '科学实验',
    description: '用塑料袋罩住枝叶，观察并记录水珠的出现。',
  },
  {
    id: 'kpzy-work-002',
    title: '自制简易净水器',
    author: '何雨桐',
    school: '上海市静安区第一中心小学',
    area: '上海市',
    work_type: '科学实验',
    description: '用砂石、活性炭和棉花分层过滤浑水。',
  },
  {
    id: 'kpzy-work-003',
    title: '月相变化的秘密',
    author: '马骁',
    school: '四川省成都市泡桐树小学',
    area: '四川省',
    work_type: '科普视频',
    description: '用手电筒和小球模拟月相变化。',
  },
  {
    id: 'kpzy-work-004',
    title: '声音是怎样传播的',
    author: '高思远',
    school: '湖北省武汉市育才小学',
    area: '湖北省',
    work_type: '科普视频',
    description: '用土电话、鼓面纸屑等实验展示声音的传播。',
  },
  {
    id: 'kpzy-work-005',
    title: '家庭电路安全小卫士',
    author: '邓佳怡',
    school: '广东省深圳市南山实验学校',
    area: '广东省',
    work_type: '科普文章',
    description: '图解家庭用电中的常见隐患与防范方法。',
  },
  {
    id: 'kpzy-work-006',
    title: '校园里的昆虫观察日记',
    author: '罗一鸣',
    school: '浙江省杭州市学军小学',
    area: '浙江省',
    work_type: '科普文章',
    description: '连续三十天记录校园昆虫的种类与习性。',
  },
  {
    id: 'kpzy-work-007',
    title: '纸桥承重挑战',
    author: '韩子涵',
    school: '江苏省南京市力学小学',
    area: '江苏省',
    work_type: '科学实验',
    description: '比较不同折法的纸桥能承受的重量。',
  },
  {
    id: 'kpzy-work-008',
    title: '紫甘蓝的变色魔法',
    author: '曹欣然',
    school: '山东省青岛市实验小学',
    area: '山东省',
    work_type: '科普视频',
    description: '用紫甘蓝汁自制酸碱指示剂。',
  },
];

export const KPZY_GUIDE = [
  {
    id: 'kpzy-guide-notice',
    title: '关于开展2026年全国中小学科普资源征集活动的通知',
    category: '活动通知',
  },
  { id: 'kpzy-guide-howto', title: '科普资源征集活动参与指南', category: '参与指南' },
  { id: 'kpzy-guide-format', title: '作品提交要求与格式说明', category: '作品要求' },
  { id: 'kpzy-guide-review', title: '作品评审标准与流程', category: '评审规则' },
  { id: 'kpzy-guide-faq', title: '常见问题解答', category: '常见问题' },
];
