import { describe, expect, it, vi } from 'vitest';
import environments from '../../../site-configs/environments.json';
import { CATEGORY_CODES } from '../../lib/categoryCodes';
import {
  createTeacherCourseColumnResolver,
  missingTeacherCourseColumn,
  teacherCourseColumnLink,
  teacherCourseColumnsOf,
} from './teacherCourseColumns';

const ALL_19 = CATEGORY_CODES.teacherCourse;

describe('teacher-course columns (CORE-CAT-09)', () => {
  it('knows the 19 teacher-course codes of seed 000 §3', () => {
    expect(ALL_19.join(' ')).toBe(
      'zyyq jyyl zjjd sddjt sdjsl jsfc yszp szsy tsyx xkyx zymt yjyx tjyx gpsf ysjt mskt msjt mxzjt px2022s',
    );
  });

  it.each(Object.keys(environments.environments))(
    'in %s every one of the 19 codes resolves to its configured library, with no warning',
    (name) => {
      const env = environments.environments[name as keyof typeof environments.environments];
      const columns = teacherCourseColumnsOf(env);
      const warn = vi.fn();
      const resolve = createTeacherCourseColumnResolver(columns, warn);
      for (const code of ALL_19) {
        const link = resolve(code);
        expect(link, code).toBe(
          `/teacherTraining?libraryId=${encodeURIComponent(columns[code].libraryId)}`,
        );
      }
      expect(warn).not.toHaveBeenCalled();
      // Distinct codes open distinct columns.
      expect(new Set(ALL_19.map(resolve)).size).toBe(19);
    },
  );

  it('leaves a code without a mapping unlinked and warns once for it', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      const resolve = createTeacherCourseColumnResolver({ zyyq: { libraryId: 'L1' } });
      expect(resolve('px2099w')).toBeNull();
      expect(resolve('px2099w')).toBeNull();
      expect(resolve('zyyq')).toBe('/teacherTraining?libraryId=L1');
      expect(warn).toHaveBeenCalledTimes(1);
      expect(warn).toHaveBeenCalledWith(missingTeacherCourseColumn('px2099w'));
      expect(String(warn.mock.calls[0][0])).toContain('px2099w');
    } finally {
      warn.mockRestore();
    }
  });

  it('opens a configured category as firstLevel (CORE-ROUTE-07) and ignores malformed entries', () => {
    expect(teacherCourseColumnLink({ libraryId: 'L', firstLevel: 'xkyx' })).toBe(
      '/teacherTraining?libraryId=L&firstLevel=xkyx',
    );
    expect(
      teacherCourseColumnsOf({
        teacherCourseColumns: { a: { libraryId: '' }, b: 'L', c: { libraryId: 'L3' } },
      }),
    ).toEqual({ c: { libraryId: 'L3' } });
    expect(teacherCourseColumnsOf({})).toEqual({});
  });
});
