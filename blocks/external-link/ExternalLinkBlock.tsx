/**
 * External-link interstitial (seed 000 §2 External-link interstitial, §5, §8; ledger A-01,
 * Reads the `url` query parameter: an http(s) URL shows the warning, the link itself, a
 * privacy notice and a continue link; a whitelisted host is followed at once without the
 * warning; anything else shows 'content illegal' with a back-to-home link. A URL that is not
 * http(s) is never rendered as a link.
 */
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import type { BlockProps } from '../../src/runtime/blocks/contract';
import { useRuntime } from '../../src/runtime/RuntimeContext';
import { useSafeHref, useT } from '../../src/runtime/hooks';
import { siteHref } from '../../src/runtime/links/siteHref';
import { classifyExternalUrl } from './externalUrl';
import './external-link.css';
import type { ExternalLinkProps } from './props.gen';

export type { ExternalLinkProps };

export default function ExternalLinkBlock({ props }: BlockProps<ExternalLinkProps>) {
  const t = useT();
  const { sitePrefix, leave } = useRuntime();
  const safeHref = useSafeHref();
  const query = new URLSearchParams(useLocation().search);
  const verdict = classifyExternalUrl(query.get(props.urlFromQuery ?? 'url'), props.whitelist);
  const directUrl = verdict.kind === 'direct' ? verdict.url : null;

  useEffect(() => {
    if (directUrl) leave(directUrl);
  }, [directUrl, leave]);

  if (verdict.kind === 'illegal') {
    return (
      <section className="external-link external-link--illegal" data-external-link="illegal">
        <h1 className="external-link__title">{t('msg:extLink.illegal')}</h1>
        <a className="edu-action external-link__action" href={safeHref(siteHref(sitePrefix, ''))}>
          {t('msg:shell.backHome')}
        </a>
      </section>
    );
  }
  if (verdict.kind === 'direct') {
    return (
      <section className="external-link" data-external-link="direct" aria-busy="true">
        <p className="external-link__notice">{t('msg:extLink.redirecting')}</p>
      </section>
    );
  }
  return (
    <section className="external-link" data-external-link="warn">
      <h1 className="external-link__title">{t('msg:extLink.warning')}</h1>
      <p className="external-link__url" data-external-url>
        {verdict.url}
      </p>
      <p className="external-link__notice">{t('msg:extLink.privacy')}</p>
      <a
        className="edu-action external-link__action"
        href={verdict.url}
        rel="noopener noreferrer"
        data-external-continue
      >
        {t('msg:extLink.continue')}
      </a>
    </section>
  );
}
