import type { Seeder } from '../db/seeder';
import { issueCertificate } from '../data/certificates';
import { fromPlatformTime } from '../time';

/**
 * One certificate already issued, so the certificate pages show something on a fresh start
 * (issue 13 point 2): 张三 (`u-teacher`) holds 优秀作品奖 of the recitation contest of the award
 * edition /hd/c-sxj (contest `118`, product sxj). Its issue time is fixed, so its number is the
 * same on every seed: **ZS2026SXJ000001** (server/README.md "Seed data worth knowing"). Its id
 * is random like every certificate's; the search finds it by name and number.
 */
export const SEEDED_CERTIFICATE = {
  contestId: '118',
  userId: 'u-teacher',
  holderName: '张三',
  award: '优秀作品奖',
  number: 'ZS2026SXJ000001',
  issueTime: fromPlatformTime('2026-07-20T10:00:00.000+0800'),
} as const;

/** Runs after the contests are seeded (seedDatabase's last step). */
export function seedCertificates(seeder: Seeder): void {
  issueCertificate(seeder.db, {
    contestId: SEEDED_CERTIFICATE.contestId,
    userId: SEEDED_CERTIFICATE.userId,
    award: SEEDED_CERTIFICATE.award,
    now: SEEDED_CERTIFICATE.issueTime,
  });
}
