/**
 * The contest gates, decided on the server by the same rules the browser runs (issue 13): a
 * direct POST to enrol or to upload a work is refused exactly when the button would be, with
 * the text the button shows.
 *
 * - The rules: the gate of the site whose `facts.contestId` names the contest (its manifest as
 *   served, shared gates inlined, last good version when the file is broken), else the shared
 *   `site-configs/shared/gates.json` as served — through `decideGate` of src/runtime/rules.
 * - The facts: the loadable ones (`contest`, `enrolment`, `uploadLimit`, `subEnrolment`,
 *   `isReviewer`) read from the database in the wire shapes the browser receives from the same
 *   routes (contestFactLoader.ts asks detail, enrolls, root_upload_limit and is_reviewer); `loggedIn` (these routes
 *   need a session), `now` (the server's clock), `roles`, `contestId`, and `site`: the facts of
 *   that site manifest after the `local` environment's names are filled in, as the browser
 *   fills them (SiteHost.tsx).
 * - The answer: `allow` goes on; anything else (a toast, a dialog such as the exam or the book
 *   review, a closed gate) is 403 `GATE/<rule id>` with the outcome's zh-CN text, params filled
 *   (`活动{date}正式开始，敬请期待`), resolved by the browser's own gateOutcomeText.
 */
import type { Database } from 'better-sqlite3';
import { decideGate, type GateDecision } from '../src/runtime/rules';
import { fillEnvironmentNamesDeep } from '../src/runtime/environment';
import { createTranslator } from '../src/runtime/messages/translator';
import { gateOutcomeText } from '../src/runtime/gates/outcomeText';
import type { LoadableFactName } from '../src/runtime/facts/facts';
import type { Gate, SiteManifest } from '../src/runtime/manifest/types';
import { ApiError } from './http/errors';
import {
  contestDetailToWire,
  isWhitelistedUser,
  parentContestId,
  enrolmentToWire,
  findContest,
  findEnrolment,
  uploadLimit,
  type ContestRow,
} from './data/contests';
import { rolesOf } from './data/users';
import { isReviewer } from './data/reviews';
import type { ServedSiteConfigsSource } from './manifestRoutes';

/** The environment the stand-in is (environments.json `local`). */
const STAND_IN_ENVIRONMENT = 'local';

export type ContestGateName = 'enroll' | 'upload';

export interface ContestGates {
  /** Throws 403 `GATE/<rule id>` unless the gate allows `userId` to go on now. */
  assertOpen(gate: ContestGateName, contest: ContestRow, userId: string): Promise<void>;
}

interface GateSite {
  gate: Gate | undefined;
  facts: Record<string, unknown>;
}

export function createContestGates(options: {
  db: Database;
  clock: () => number;
  siteConfigs: ServedSiteConfigsSource;
}): ContestGates {
  const { db, clock, siteConfigs } = options;

  /** Each served site naming the contest, with its gate; the shared gate when none does. */
  const sitesFor = (gateName: ContestGateName, contestId: string): GateSite[] => {
    const served = siteConfigs.current();
    const env = served.environments?.environments?.[STAND_IN_ENVIRONMENT] ?? {};
    const found: GateSite[] = [];
    for (const site of served.sites.values()) {
      const manifest: SiteManifest | null = site.current ?? site.lastGood;
      if (!manifest?.facts) continue;
      const facts = fillEnvironmentNamesDeep(manifest.facts, env) as Record<string, unknown>;
      if (facts.contestId !== contestId) continue;
      const gates = fillEnvironmentNamesDeep(manifest.gates ?? {}, env);
      found.push({ gate: gates[gateName] ?? served.sharedGates?.[gateName], facts });
    }
    if (found.length) return found;
    return [{ gate: served.sharedGates?.[gateName], facts: {} }];
  };

  const loaderFor = (contest: ContestRow, userId: string, now: number) => {
    const enrolmentOf = (contestId: string) => {
      const row = findEnrolment(db, contestId, userId);
      return row ? enrolmentToWire(row) : null;
    };
    return (name: LoadableFactName): Promise<unknown> => {
      switch (name) {
        case 'contest':
          return Promise.resolve(contestDetailToWire(db, contest));
        case 'enrolment':
          return Promise.resolve(enrolmentOf(contest.id));
        case 'uploadLimit':
          return Promise.resolve(uploadLimit(db, contest, userId, now));
        case 'subEnrolment': {
          // As the browser: the sub-contest's enrolment when the contest names one, else null.
          const subId = contest.sub_contest_id;
          if (!subId) return Promise.resolve(null);
          const sub = findContest(db, subId);
          return Promise.resolve(sub ? enrolmentOf(subId) : null);
        }
        case 'parentEnrolment': {
          // As the browser: a book-review sub-contest's writing contest enrolment, else null.
          const parentId = parentContestId(db, contest.id);
          return Promise.resolve(parentId ? enrolmentOf(parentId) : null);
        }
        case 'whitelisted':
          return Promise.resolve(isWhitelistedUser(db, contest, userId));
        case 'isReviewer':
          return Promise.resolve(isReviewer(db, contest.id, userId));
        default:
          return Promise.reject(new Error(`the stand-in loads no fact ${name}`));
      }
    };
  };

  const messageOf = (decision: GateDecision): string => {
    const catalogue = siteConfigs.current().messages.get('zh-CN') ?? {};
    return gateOutcomeText(createTranslator(catalogue, catalogue), decision);
  };

  return {
    async assertOpen(gateName, contest, userId) {
      const now = clock();
      for (const site of sitesFor(gateName, contest.id)) {
        const decision: GateDecision = site.gate
          ? await decideGate(site.gate, {
              facts: {
                loggedIn: true,
                now,
                roles: rolesOf(db, userId),
                site: site.facts,
                env: { name: STAND_IN_ENVIRONMENT },
                contestId: contest.id,
              },
              load: loaderFor(contest, userId, now),
            })
          : {
              outcome: { closed: true, error: `no gate ${gateName}` },
              decidedBy: null,
              trace: [],
            };
        if ((decision.outcome as { allow?: unknown }).allow === true) continue;
        throw new ApiError(
          403,
          `GATE/${decision.ruleId ?? `${gateName}.closed`}`,
          messageOf(decision),
        );
      }
    },
  };
}
