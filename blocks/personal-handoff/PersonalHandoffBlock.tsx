/**
 * Hand-off to the personal-centre application (seed 000 §2 "the last items open on another
 * application"; ledger CORE-ROUTE-25, A-05): `/personal`, `/applicationCenter` and the
 * favourites, follows and footprint pages live on a separate site. Visiting them on the portal
 * leaves (without a history entry, so Back returns to where the visitor came from) for the same
 * path on the environment's `personalCentre` service, built by the header account menu's
 * `accountLinkHref` so the menu and these routes can never point at different places.
 */
import { useEffect } from 'react';
import type { BlockProps } from '../../src/runtime/blocks/contract';
import { useRuntime } from '../../src/runtime/RuntimeContext';
import { useSafeUrl, useT } from '../../src/runtime/hooks';
import { accountLinkHref } from '../../src/shell/header/AccountMenu';
import './personal-handoff.css';
import type { PersonalHandoffProps } from './props.gen';

export type { PersonalHandoffProps };

export default function PersonalHandoffBlock({ props }: BlockProps<PersonalHandoffProps>) {
  const t = useT();
  const { env, leave } = useRuntime();
  const safeUrl = useSafeUrl();
  const target = safeUrl(accountLinkHref(env, props.path));

  useEffect(() => {
    if (target) leave(target);
  }, [target, leave]);

  return (
    <section className="personal-handoff" aria-busy="true" data-personal-handoff={target ?? ''}>
      <p className="personal-handoff__notice">{t('msg:personalHandoff.redirecting')}</p>
      {/* A visible way on, should the browser refuse the scripted navigation. */}
      {target && (
        <a className="edu-action personal-handoff__action" href={target}>
          {t('msg:personalHandoff.continue')}
        </a>
      )}
    </section>
  );
}
