/**
 * A prerendered snapshot (issue 17 point 2, `npm run prerender`) shows the data of the moment it
 * was made. After hydration the page asks the services again, as its first view would (the
 * same early starts, over new services with empty caches and the same session), and compares
 * the answers with those the snapshot was made from: when any differs, the app renders again
 * over the new services, whose answers are already there (no loading state, nothing moves);
 * when none does, nothing happens. Stale while revalidating, per page.
 */
import { prepareFirstView, type FirstViewAddress } from './firstView';
import type { PortalDeps } from '../../runtime/boot/portalDeps';
import type { PortalServices } from '../../services/portalServices';
import { createAnswerRecorder, type RecordedAnswer } from '../../services/http/firstViewAnswers';

/** New services holding the answers of now when they differ from the snapshot's; else null. */
export async function revalidateSnapshot(
  deps: PortalDeps,
  address: FirstViewAddress,
  snapshot: readonly RecordedAnswer[],
): Promise<PortalServices | null> {
  if (!deps.renewServices) return null;
  const recorder = createAnswerRecorder();
  const services = deps.renewServices(recorder);
  await prepareFirstView({ ...deps, services }, address);
  const before = new Map(snapshot.map((answer) => [answer.key, answer.text]));
  const changed = recorder.answers().some((answer) => before.get(answer.key) !== answer.text);
  return changed ? services : null;
}
