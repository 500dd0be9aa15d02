/**
 * 本页数据: the previewed page's named data (pageData.ts) — source, params as the previewed
 * address fills them, and the blocks reading each — so QA sees which call a page makes and why a
 * block shows its not-found state at an address without the parameter.
 */
import { matchPage, type ManifestShape } from '../context/previewedContest';
import { BLOCK_SCHEMAS } from '../editor/blockSchemas';
import { pageDataOf } from './pageData';

export function PageDataView(props: { manifest: ManifestShape; pagePath: string }) {
  const matched = matchPage(props.manifest, props.pagePath);
  if (!matched) return null;
  const rows = pageDataOf(props.manifest, matched, BLOCK_SCHEMAS);
  return (
    <section className="tt__page" aria-labelledby="page-data-title" data-panel="page-data">
      <h3 id="page-data-title">
        本页数据：<code>{props.pagePath}</code>（页面 {matched.page}）
      </h3>
      {rows.length === 0 ? (
        <p role="status">本页（{matched.page}）没有声明页面数据（data）；区块各自请求所需数据。</p>
      ) : (
        <div className="tt__scroll" role="region" aria-label="本页数据（可滚动）" tabIndex={0}>
          <table className="tt__table tt__table--data">
            <caption>每项数据整页只请求一次，读取它的区块共用同一结果</caption>
            <thead>
              <tr>
                <th scope="col">名称</th>
                <th scope="col">来源</th>
                <th scope="col">参数（本地址的值）</th>
                <th scope="col">读取的区块</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.name} data-page-data={row.name}>
                  <th scope="row">
                    <code>{row.name}</code>
                  </th>
                  <td>
                    <code>{row.source}</code>
                    <span className="tt__data-note">{row.description}</span>
                  </td>
                  <td>
                    <ul className="tt__params">
                      {row.params.map((param) => (
                        <li key={param.name} data-param={param.name}>
                          <code>{param.name}</code> ← {param.from}：
                          {param.value === null ? (
                            <strong className="tt__missing">
                              本地址缺少，不发请求（区块显示“不存在”）
                            </strong>
                          ) : (
                            <code>{param.value}</code>
                          )}
                        </li>
                      ))}
                    </ul>
                  </td>
                  <td>
                    {row.readers.length === 0 ? (
                      '无区块读取'
                    ) : (
                      <ul className="tt__params">
                        {row.readers.map((reader) => (
                          <li key={reader.pointer}>
                            <code>{reader.type}</code>{' '}
                            <span className="tt__data-note">{reader.pointer}</span>
                          </li>
                        ))}
                      </ul>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
