// Role codes are the platform's (seed 000 §3); one definition serves the front end and stand-in.
import type { RoleCode } from '../../src/runtime/facts/facts';

/**
 * Demo accounts of the sign-in stand-in: one per role plus the awkward identities the display-name
 * and role rules have to cope with (seed 000 §3, §4). All share DEMO_PASSWORD.
 */
export const DEMO_PASSWORD = 'Demo@2026';

/** The demo contest administrator and reviewer (contest management, reviewTask). */
export const CONTEST_ADMIN_ID = 'u-contest-admin';
export const REVIEWER_ID = 'u-reviewer';

export type { RoleCode };

export interface DemoUser {
  id: string;
  account: string;
  /** What the sign-in page's button says about this account. */
  label: string;
  real_name: string | null;
  nick_name: string | null;
  user_name: string | null;
  email: string | null;
  mobile: string | null;
  account_type: 'person' | 'guest';
  is_minor: boolean;
  roles: RoleCode[];
  /** Surname or symbol drawn on the generated avatar; null leaves the avatar empty. */
  avatar_text: string | null;
  avatar_color: string;
}

export const DEMO_USERS: DemoUser[] = [
  {
    id: 'u-student',
    account: 'student',
    label: '学生',
    real_name: '李明',
    nick_name: '小明同学',
    user_name: 'student',
    email: 'liming2012@example.com',
    mobile: '13800000001',
    account_type: 'person',
    is_minor: false,
    roles: ['STUDENT'],
    avatar_text: '李',
    avatar_color: '#2f6bff',
  },
  {
    id: 'u-teacher',
    account: 'teacher',
    label: '教师',
    real_name: '张三',
    nick_name: '张老师',
    user_name: 'teacher',
    email: 'zhangsan@example.com',
    mobile: '13800000002',
    account_type: 'person',
    is_minor: false,
    roles: ['TEACHER'],
    avatar_text: '张',
    avatar_color: '#1f9d74',
  },
  {
    id: 'u-guardian',
    account: 'guardian',
    label: '家长',
    real_name: '王芳',
    nick_name: null,
    user_name: 'guardian',
    email: 'wangfang@example.com',
    mobile: '13800000003',
    account_type: 'person',
    is_minor: false,
    roles: ['GUARDIAN'],
    avatar_text: '王',
    avatar_color: '#e8684a',
  },
  {
    id: 'u-edu-admin',
    account: 'eduadmin',
    label: '教育管理者',
    real_name: '赵建国',
    nick_name: null,
    user_name: 'eduadmin',
    email: 'zhaojianguo@example.com',
    mobile: '13800000004',
    account_type: 'person',
    is_minor: false,
    roles: ['EDU_ADMIN'],
    avatar_text: '赵',
    avatar_color: '#5b6abf',
  },
  {
    id: 'u-academic',
    account: 'academic',
    label: '教研员',
    real_name: '刘敏',
    nick_name: null,
    user_name: 'academic',
    email: 'liumin@example.com',
    mobile: '13800000005',
    account_type: 'person',
    is_minor: false,
    roles: ['ACADEMIC_STAFF'],
    avatar_text: '刘',
    avatar_color: '#8a5cd1',
  },
  {
    id: 'u-electric',
    account: 'electric',
    label: '电教人员',
    real_name: '陈伟',
    nick_name: null,
    user_name: 'electric',
    email: 'chenwei@example.com',
    mobile: '13800000006',
    account_type: 'person',
    is_minor: false,
    roles: ['ELECTRIC_TEACHER'],
    avatar_text: '陈',
    avatar_color: '#0f8fa8',
  },
  {
    id: 'u-learner',
    account: 'learner',
    label: '社会学习者',
    real_name: '孙丽',
    nick_name: '终身学习者',
    user_name: 'learner',
    email: 'sunli@example.com',
    mobile: '13800000007',
    account_type: 'person',
    is_minor: false,
    roles: ['SOCIAL_LEARNER'],
    avatar_text: '孙',
    avatar_color: '#d48806',
  },
  {
    id: 'u-teacher-guardian',
    account: 'teacher-guardian',
    label: '教师 + 家长（多身份）',
    real_name: '周华',
    nick_name: null,
    user_name: 'teacher-guardian',
    email: 'zhouhua@example.com',
    mobile: '13800000008',
    account_type: 'person',
    is_minor: false,
    roles: ['TEACHER', 'GUARDIAN'],
    avatar_text: '周',
    avatar_color: '#1f9d74',
  },
  {
    id: 'u-norole',
    account: 'norole',
    label: '未选择身份',
    real_name: '吴刚',
    nick_name: null,
    user_name: 'norole',
    email: 'wugang@example.com',
    mobile: '13800000009',
    account_type: 'person',
    is_minor: false,
    roles: [],
    avatar_text: '吴',
    avatar_color: '#7a8699',
  },
  {
    // Minors carry no real_name: the front end takes it from user_name (seed 000 §3).
    id: 'u-minor',
    account: 'minor',
    label: '未成年学生（无实名）',
    real_name: null,
    nick_name: '小雨',
    user_name: '郑小雨',
    email: null,
    mobile: null,
    account_type: 'person',
    is_minor: true,
    roles: ['STUDENT'],
    avatar_text: null,
    avatar_color: '#2f6bff',
  },
  {
    id: 'u-nickonly',
    account: 'nickonly',
    label: '仅有昵称',
    real_name: null,
    nick_name: '快乐的小蜜蜂',
    user_name: 'nickonly',
    email: 'bee@example.com',
    mobile: '13800000011',
    account_type: 'person',
    is_minor: false,
    roles: ['GUARDIAN'],
    avatar_text: '蜂',
    avatar_color: '#d48806',
  },
  {
    // Guests get no profile (seed 000 §3): no names, no contact, no roles.
    id: 'u-guest',
    account: 'guest',
    label: '游客账号',
    real_name: null,
    nick_name: null,
    user_name: 'guest',
    email: null,
    mobile: null,
    account_type: 'guest',
    is_minor: false,
    roles: [],
    avatar_text: null,
    avatar_color: '#7a8699',
  },
  {
    // Runs the stand-in's contests (server/README.md, contest management): approves enrolments
    // and book reviews, assigns reviewers, publishes scores, issues certificates.
    id: 'u-contest-admin',
    account: 'contestadmin',
    label: '活动管理员',
    real_name: '钱进',
    nick_name: '钱老师',
    user_name: 'contestadmin',
    email: 'qianjin@example.com',
    mobile: '13800000013',
    account_type: 'person',
    is_minor: false,
    roles: ['EDU_ADMIN'],
    avatar_text: '钱',
    avatar_color: '#0b7285',
  },
  {
    // The reviewer of the declared contests (contests.json defaults; reviewTask, A-46).
    id: 'u-reviewer',
    account: 'reviewer',
    label: '评审专家',
    real_name: '何静',
    nick_name: '何老师',
    user_name: 'reviewer',
    email: 'hejing@example.com',
    mobile: '13800000014',
    account_type: 'person',
    is_minor: false,
    roles: ['TEACHER'],
    avatar_text: '何',
    avatar_color: '#862e9c',
  },
];

export const ROLE_LABELS: Record<RoleCode, string> = {
  STUDENT: '学生',
  TEACHER: '教师',
  GUARDIAN: '家长',
  EDU_ADMIN: '教育管理者',
  ACADEMIC_STAFF: '教研员',
  ELECTRIC_TEACHER: '电教人员',
  SOCIAL_LEARNER: '社会学习者',
};
