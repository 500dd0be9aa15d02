/** The label of an enrolment status (seed 001 §4: 0 awaiting approval; 2 enrolled; 3 verified). */
import type { Enrolment } from '../../src/services/entities';

export function enrolmentStatusLabel(enrolment: Enrolment | null): string {
  if (!enrolment) return 'msg:contest.enrolment.none';
  if (enrolment.status === 3) return 'msg:contest.enrolment.verified';
  if (enrolment.status === 2) return 'msg:contest.enrolment.enrolled';
  return 'msg:contest.enrolment.pending';
}
