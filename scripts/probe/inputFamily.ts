/**
 * Probe family `input` (issue 12, "every endpoint checks its input"): the malformed-input walk
 * of scripts/probe/malformedRequests.ts on a stand-in with a temporary database and a copy of
 * site-configs/: every registered route gets bodies of the wrong shape (a root array, a string,
 * a number, null, fields of the wrong type, unknown fields), query and path values of the wrong
 * type or length, and prototype keys where it takes an id; each request that is not answered
 * 400 with a Chinese message and nothing stored (or, for a prototype key, exactly like an
 * unknown id) is a break. No browser; a few seconds plus the stand-in's start.
 */
import { describeMishandled, openWalkApp, walkMalformedRequests } from './malformedRequests';
import type { ProbeBreak, ProbeFamily } from './types';

export const inputFamily: ProbeFamily = {
  name: 'input',
  async run({ repoRoot, log }) {
    log('input: starting a stand-in on a temporary database');
    const walk = await openWalkApp(repoRoot);
    try {
      const result = await walkMalformedRequests(walk);
      log(`input: ${result.routes} routes, ${result.tried} malformed requests`);
      const breaks: ProbeBreak[] = result.mishandled.map((item) => ({
        case: `${item.method} ${item.route} [${item.variant}]`,
        detail: item.status ? `answered ${item.status}: ${item.detail}` : item.detail,
      }));
      for (const item of result.mishandled) log(`input: broke ${describeMishandled(item)}`);
      // A schema that cannot be walked (status 0) is a case of its own, not a request sent.
      const tried = result.tried + result.mishandled.filter((item) => item.status === 0).length;
      return { family: 'input', tried, held: tried - breaks.length, broke: breaks.length, breaks };
    } finally {
      await walk.close();
    }
  },
};
