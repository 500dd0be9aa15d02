/**
 * 我的证书 (seed 001 §2 `{prefix}/certificate/mine`; ledger HD-ROUTE-11, HD-SITE-01/05,
 * HD-MENU-13/14; issue 13 point 2): the signed-in visitor's certificates, newest first, as cards
 * linking to their detail pages on this site; none → 暂无证书. The route's `signedIn` guard sends
 * a signed-out visitor to sign in first; should one get here anyway (a manifest without the
 * guard, the preview), the block asks them to sign in and comes back here.
 */
import { useLocation } from 'react-router-dom';
import type { BlockProps } from '../../src/runtime/blocks/contract';
import { useRuntime } from '../../src/runtime/RuntimeContext';
import { useServices, useT } from '../../src/runtime/hooks';
import { useRequest } from '../../src/services/http/useRequest';
import { LoadingIndicator } from '../../src/runtime/screens/screens';
import { LoadFailed } from '../shared/LoadFailed';
import { CertificateCards, certificateService } from '../shared/CertificateCard';

/** No props: the list is the signed-in visitor's. */
import type { CertificateMineProps } from './props.gen';

export type { CertificateMineProps };

export default function CertificateMineBlock(_props: BlockProps<CertificateMineProps>) {
  const t = useT();
  const services = useServices();
  const { session } = useRuntime();
  const location = useLocation();
  const signedIn = session.loggedIn && Boolean(session.user);
  const userId = session.user?.user_id ?? null;
  // userId among the deps: another account signing in on this page sees its own list.
  const request = useRequest(async () => {
    if (!signedIn) return null;
    return (await certificateService(services)).mine();
  }, [signedIn, userId, services]);

  if (session.waiting) return <LoadingIndicator text={t('msg:shell.loading')} />;
  if (!signedIn)
    return (
      <div className="certificate-mine__state" data-certificate-login="true">
        <p>{t('msg:certificate.mine.signedOut')}</p>
        <button
          type="button"
          className="edu-action"
          onClick={() => session.login(`${location.pathname}${location.search}`)}
        >
          {t('msg:certificate.mine.login')}
        </button>
      </div>
    );
  if (request.state === 'pending' && !request.data)
    return <LoadingIndicator text={t('msg:shell.loading')} />;
  if (request.state === 'error' || !request.data)
    return (
      <LoadFailed
        className="certificate-mine__state"
        buttonClassName="certificate-mine__button"
        message={t('msg:certificate.mine.loadFailed')}
        retryLabel={t('msg:certificate.reload')}
        retry={request.reload}
      />
    );

  const { items, total } = request.data;
  if (items.length === 0)
    return (
      <div className="certificate-mine__state" data-certificate-mine="empty">
        <p role="status">{t('msg:certificate.mine.empty')}</p>
      </div>
    );
  return (
    <section className="certificate-mine" aria-busy={request.state === 'pending'}>
      <p className="certificate-mine__total">{t('msg:certificate.mine.total', { count: total })}</p>
      <CertificateCards certificates={items} />
    </section>
  );
}
