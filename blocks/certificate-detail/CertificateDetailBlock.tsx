/**
 * 证书详情 (seed 000 §2 `/certificate/detail/:id`; ledger CORE-ROUTE-23, HD-ROUTE-08; issue 13
 * point 2): the certificate named by the route, drawn as a certificate (荣誉证书, the holder and
 * award sentence, issuer, date, number) with 打印证书. An unknown id shows 未查询到证书 with a
 * link to the search on this site. No login needed: the id is what the search hands out.
 */
import { useParams } from 'react-router-dom';
import type { BlockProps } from '../../src/runtime/blocks/contract';
import { useRuntime } from '../../src/runtime/RuntimeContext';
import { useServices, useT } from '../../src/runtime/hooks';
import { siteHref } from '../../src/runtime/links/siteHref';
import { useRequest } from '../../src/services/http/useRequest';
import { LoadingIndicator } from '../../src/runtime/screens/screens';
import { SafeLink } from '../shared/SafeLink';
import { LoadFailed } from '../shared/LoadFailed';
import {
  CERTIFICATE_SEARCH_PATH,
  certificateDate,
  certificateService,
} from '../shared/CertificateCard';
import type { CertificateDetailProps } from './props.gen';

export type { CertificateDetailProps };

export default function CertificateDetailBlock({
  props,
  blockId,
}: BlockProps<CertificateDetailProps>) {
  const t = useT();
  const services = useServices();
  const { sitePrefix } = useRuntime();
  const params = useParams();
  const certificateId = params[props.idFromParam] ?? '';
  const request = useRequest(async () => {
    if (!certificateId) return null;
    return (await certificateService(services)).detail(certificateId);
  }, [certificateId, services]);
  const searchLink = (
    <SafeLink
      href={siteHref(sitePrefix, CERTIFICATE_SEARCH_PATH)}
      className="certificate-detail__button"
    >
      {t('msg:certificate.detail.searchOther')}
    </SafeLink>
  );

  if (request.state === 'pending' && request.data === undefined)
    return <LoadingIndicator text={t('msg:shell.loading')} />;
  if (request.state === 'error')
    return (
      <LoadFailed
        className="certificate-detail__state"
        buttonClassName="certificate-detail__button"
        message={t('msg:certificate.detail.loadFailed')}
        retryLabel={t('msg:certificate.reload')}
        retry={request.reload}
      />
    );
  const certificate = request.data;
  if (!certificate)
    return (
      <div className="certificate-detail__state" data-certificate-missing="true">
        <p role="status">{t('msg:certificate.notFound')}</p>
        {searchLink}
      </div>
    );

  const headingId = `${blockId}-certificate`;
  return (
    <section className="certificate-detail">
      <article
        className="certificate-detail__paper"
        aria-labelledby={headingId}
        data-certificate-number={certificate.number}
      >
        <div className="certificate-detail__frame">
          <h2 className="certificate-detail__heading" id={headingId}>
            {t('msg:certificate.detail.heading')}
          </h2>
          <p className="certificate-detail__body">
            {t('msg:certificate.detail.body', {
              holder: certificate.holder_name,
              title: certificate.title,
              award: certificate.award,
            })}
          </p>
          <div className="certificate-detail__sign">
            <p className="certificate-detail__issuer">{certificate.issuer}</p>
            <p className="certificate-detail__date">{certificateDate(certificate.issue_time)}</p>
          </div>
          <dl className="certificate-detail__facts">
            <dt>{t('msg:certificate.field.number')}</dt>
            <dd>{certificate.number}</dd>
          </dl>
        </div>
      </article>
      <div className="certificate-detail__actions">
        <button
          type="button"
          className="edu-action certificate-detail__print"
          onClick={() => window.print()}
        >
          {t('msg:certificate.detail.print')}
        </button>
        {searchLink}
      </div>
    </section>
  );
}
