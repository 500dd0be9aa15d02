import type { ContestWork } from '../entities';

/**
 * One submitted work in the contest service's wire shape, for the tests of the service and of
 * the blocks that upload or list works.
 */
export const SAMPLE_WORK: ContestWork = {
  work_id: 'w1',
  contest_id: 'kpzy2026',
  title: '星空',
  description: '',
  file_name: 'sky.png',
  file_size: 5,
  file_type: 'image/png',
  sha256: 'ab',
  status: 'submitted',
  score: null,
  create_time: '2026-06-01T12:00:00.000+0800',
  update_time: '2026-06-01T12:00:00.000+0800',
  file_url: '/svc/contest/contests/works/w1/file?expires=1&sig=ab',
};
