/**
 * The hand-written page `npm run bench` compares the portal with (issue 17 point 6): the same
 * channel's sections from the same stand-in call, rendered by plain React 19 components written
 * for this one page — no manifest, no registry, no router, no stores. It is the floor a
 * manifest runtime is measured against; it is built into a temporary folder by the bench and
 * never shipped.
 */
import { useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';

interface Item {
  id: string;
  title: string;
  cover_url?: string;
  description?: string;
}

interface Section {
  id: string;
  type: number;
  setting?: { data?: { title?: string }; display?: { title?: string; is_title_show?: boolean } };
  libraryContents?: Item[];
  children?: Section[];
}

const channelId = new URLSearchParams(location.search).get('channelId') ?? 'bench';

function Items(props: { items: Item[]; limit: number }) {
  if (props.items.length === 0) return <p data-section-empty="true">正在编辑，敬请期待</p>;
  return (
    <ul>
      {props.items.slice(0, props.limit).map((item) => (
        <li key={item.id}>
          <a href={`/content/detail?contentId=${encodeURIComponent(item.id)}`}>
            {item.cover_url ? <img src={item.cover_url} alt="" /> : null}
            <span>{item.title}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}

function SectionView(props: { section: Section }) {
  const { section } = props;
  const title = section.setting?.display?.title ?? section.setting?.data?.title ?? '';
  const [tab, setTab] = useState(0);
  if (section.type === 26) {
    const children = section.children ?? [];
    return (
      <section data-section-id={section.id}>
        <h2>{title}</h2>
        <div className="tabs" role="tablist">
          {children.map((child, index) => (
            <button
              key={child.id}
              type="button"
              role="tab"
              aria-selected={index === tab}
              onClick={() => setTab(index)}
            >
              {child.setting?.display?.title ?? child.setting?.data?.title}
            </button>
          ))}
        </div>
        {children[tab] ? <SectionView section={children[tab]} /> : null}
      </section>
    );
  }
  return (
    <section data-section-id={section.id} className={section.type === 11 ? 'banner' : undefined}>
      {section.setting?.display?.is_title_show === false ? null : <h2>{title}</h2>}
      <Items items={section.libraryContents ?? []} limit={section.type === 11 ? 1 : 8} />
    </section>
  );
}

function Page() {
  const [sections, setSections] = useState<Section[] | null>(null);
  useEffect(() => {
    void fetch(`/svc/course/v2/channels/${encodeURIComponent(channelId)}/sections?query_type=0`)
      .then((response) => response.json())
      .then((answer: Section[] | { items?: Section[] }) =>
        setSections(Array.isArray(answer) ? answer : (answer.items ?? [])),
      );
  }, []);
  if (!sections) return <p>努力加载中…</p>;
  return (
    <main>
      {sections.map((section) => (
        <SectionView key={section.id} section={section} />
      ))}
    </main>
  );
}

createRoot(document.getElementById('root')!).render(<Page />);
