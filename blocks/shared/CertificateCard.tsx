/**
 * What the certificate blocks share (certificate-search, certificate-detail, certificate-mine):
 * a certificate as a card with its link to the detail page, the issue date as the certificate
 * prints it, and the detail and search addresses on the current site (so a campaign visitor
 * stays under /hd/<key>, with x-edu-theme carried by SafeLink).
 */
import { useRuntime } from '../../src/runtime/RuntimeContext';
import { useT } from '../../src/runtime/hooks';
import { siteHref } from '../../src/runtime/links/siteHref';
import type { Certificate, CertificateService } from '../../src/services/certificateService';
import type { PortalServices } from '../../src/services/portalServices';
import { SafeLink } from './SafeLink';
import './certificate-card.css';
// The three certificate blocks' own stylesheets load with this module, which all of them import:
// one stylesheet for the three instead of four names in the entry script's preload table (the
// visitor's entry is at its budget, tests/bench/run.ts). Each file still styles only its block.
import '../certificate-search/certificate-search.css';
import '../certificate-detail/certificate-detail.css';
import '../certificate-mine/certificate-mine.css';

/** Where a site's certificate pages are (its manifest routes). */
export const CERTIFICATE_DETAIL_PATH = 'certificate/detail';
export const CERTIFICATE_SEARCH_PATH = 'certificate/search';

const BEIJING_OFFSET_MS = 8 * 3600_000;

/** `2026-07-20T10:00:00.000+0800` → `2026-07-20` (the day in Beijing); other text as it is. */
export function certificateDate(issueTime: string): string {
  const ms = Date.parse(issueTime.replace(/([+-]\d{2})(\d{2})$/, '$1:$2'));
  if (Number.isNaN(ms)) return issueTime;
  return new Date(ms + BEIJING_OFFSET_MS).toISOString().slice(0, 10);
}

export function certificateDetailHref(sitePrefix: string, certificateId: string): string {
  return siteHref(sitePrefix, `${CERTIFICATE_DETAIL_PATH}/${encodeURIComponent(certificateId)}`);
}

/** The certificate service, loaded on first use; rejects when the portal has none. */
export async function certificateService(services: PortalServices): Promise<CertificateService> {
  if (!services.certificate) throw new Error('The certificate service is not available');
  return services.certificate();
}

export function CertificateCard({ certificate }: { certificate: Certificate }) {
  const t = useT();
  const { sitePrefix } = useRuntime();
  return (
    <article className="certificate-card" data-certificate-number={certificate.number}>
      <h3 className="certificate-card__title">{certificate.title}</h3>
      <p className="certificate-card__award">{certificate.award}</p>
      <dl className="certificate-card__facts">
        <dt>{t('msg:certificate.field.holder')}</dt>
        <dd>{certificate.holder_name}</dd>
        <dt>{t('msg:certificate.field.number')}</dt>
        <dd>{certificate.number}</dd>
        <dt>{t('msg:certificate.field.issueDate')}</dt>
        <dd>{certificateDate(certificate.issue_time)}</dd>
      </dl>
      <SafeLink
        href={certificateDetailHref(sitePrefix, certificate.certificate_id)}
        className="certificate-card__link"
        aria-label={t('msg:certificate.viewNamed', { title: certificate.title })}
      >
        {t('msg:certificate.view')}
      </SafeLink>
    </article>
  );
}

export function CertificateCards({ certificates }: { certificates: Certificate[] }) {
  return (
    <ul className="certificate-cards">
      {certificates.map((certificate) => (
        <li key={certificate.certificate_id}>
          <CertificateCard certificate={certificate} />
        </li>
      ))}
    </ul>
  );
}
