/**
 * Loads the contest facts a gate asks for, once per decision, through the contest service.
 * Only the facts a rule actually reads are fetched (the login rule fetches nothing).
 */
import type { ContestService } from '../../services/portalServices';
import type { LoadableFactName } from '../facts/facts';

export function contestFactLoader(contest: ContestService, contestId: string | undefined) {
  const cache = new Map<string, Promise<unknown>>();
  const once = (key: string, load: () => Promise<unknown>) => {
    if (!cache.has(key)) cache.set(key, load());
    return cache.get(key)!;
  };
  const detail = () =>
    once('contest', () => (contestId ? contest.detail(contestId) : Promise.resolve(null)));
  return (name: LoadableFactName): Promise<unknown> => {
    if (!contestId) return Promise.reject(new Error('no contest id for this gate'));
    switch (name) {
      case 'contest':
        return detail();
      case 'enrolment':
        return once('enrolment', () => contest.myEnrolment(contestId));
      case 'uploadLimit':
        return once('uploadLimit', () => contest.uploadLimit(contestId));
      case 'subEnrolment':
        return once('subEnrolment', async () => {
          const main = (await detail()) as {
            enroll_setting?: { config?: { sub_contest_id?: string } };
          } | null;
          const subId = main?.enroll_setting?.config?.sub_contest_id;
          return subId ? contest.myEnrolment(subId) : null;
        });
      case 'parentEnrolment':
        // A book-review sub-contest names the writing contest it belongs to: the visitor's
        // enrolment there decides whether the review may be uploaded (seed 001 §4, A-44).
        return once('parentEnrolment', async () => {
          const sub = (await detail()) as { parent_contest_id?: string | null } | null;
          const parentId = sub?.parent_contest_id;
          return parentId ? contest.myEnrolment(parentId) : null;
        });
      case 'whitelisted':
        // Asked only by rules of a whitelist-restricted contest.
        return once('whitelisted', () => contest.isWhitelisted(contestId));
      case 'isReviewer':
        // Whether the signed-in visitor reviews this contest (the reviewTask gate, A-46).
        return once('isReviewer', () => contest.isReviewer(contestId));
      default:
        return Promise.reject(new Error(`unknown fact ${String(name)}`));
    }
  };
}
