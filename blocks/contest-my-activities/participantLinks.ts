/**
 * Where a participant goes from 我的活动 and 我的报名, written relative to the site (siteHref
 * then puts them under the site's prefix): one table, so both pages name the same routes.
 */

/** The links a page may offer; a site without a route leaves its link out (`actions` prop). */
export type ParticipantAction = 'enrolment' | 'enroll' | 'upload' | 'myWork' | 'teams';

export const PARTICIPANT_ACTIONS: readonly ParticipantAction[] = [
  'enrolment',
  'enroll',
  'upload',
  'myWork',
  'teams',
];

export function participantPath(action: ParticipantAction, contestId: string): string {
  const id = encodeURIComponent(contestId);
  switch (action) {
    case 'enrolment':
      return `myEnroll/${id}`;
    case 'enroll':
      return `contest/${id}/enroll`;
    case 'upload':
      return `contest/${id}/upload`;
    case 'myWork':
      return `myWork?contestId=${id}`;
    // The team contests' team page (the data contest, seed 001 §5).
    case 'teams':
      return `contest/${id}/teams`;
  }
}

/** Seed 001 §3: an enrolment is valid for 我的作品 only with status 3 (verified). */
export function opensMyWork(status: number | undefined): boolean {
  return status === 3;
}
