/**
 * A small Markdown reader for block READMEs: headings, paragraphs, lists, tables, fenced code
 * and inline code, built as React elements (never as HTML strings, so nothing in a README can
 * run). Anything fancier shows as plain text, which is enough for documentation.
 */
import type { ReactNode } from 'react';

function inline(text: string): ReactNode[] {
  return text
    .split(/(`[^`]+`)/)
    .map((part, index) =>
      part.startsWith('`') && part.endsWith('`') && part.length > 1 ? (
        <code key={index}>{part.slice(1, -1)}</code>
      ) : (
        part.replace(/\*\*([^*]+)\*\*/g, '$1').replace(/\[([^\]]+)\]\([^)]+\)/g, '$1')
      ),
    );
}

const cells = (row: string) =>
  row
    .trim()
    .replace(/^\||\|$/g, '')
    .split('|')
    .map((cell) => cell.trim());

export function Markdown(props: { text: string }) {
  const lines = props.text.replace(/\r\n/g, '\n').split('\n');
  const out: ReactNode[] = [];
  let index = 0;
  while (index < lines.length) {
    const line = lines[index];
    const key = out.length;
    if (line.startsWith('```')) {
      const code: string[] = [];
      index += 1;
      while (index < lines.length && !lines[index].startsWith('```')) code.push(lines[index++]);
      index += 1;
      out.push(<pre key={key}>{code.join('\n')}</pre>);
      continue;
    }
    const heading = /^(#{1,6})\s+(.*)$/.exec(line);
    if (heading) {
      const level = Math.min(heading[1].length + 2, 6);
      const Tag = `h${level}` as 'h3' | 'h4' | 'h5' | 'h6';
      out.push(<Tag key={key}>{inline(heading[2])}</Tag>);
      index += 1;
      continue;
    }
    if (line.trim().startsWith('|')) {
      const rows: string[] = [];
      while (index < lines.length && lines[index].trim().startsWith('|')) rows.push(lines[index++]);
      const body = rows.filter((row) => !/^\s*\|[\s:|-]+\|\s*$/.test(row));
      const [head, ...rest] = body;
      out.push(
        <table key={key}>
          <thead>
            <tr>
              {cells(head ?? '').map((cell, i) => (
                <th key={i}>{inline(cell)}</th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rest.map((row, r) => (
              <tr key={r}>
                {cells(row).map((cell, i) => (
                  <td key={i}>{inline(cell)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>,
      );
      continue;
    }
    if (/^\s*([-*]|\d+\.)\s+/.test(line)) {
      const items: string[] = [];
      while (index < lines.length && lines[index].trim() !== '' && !lines[index].startsWith('#')) {
        const item = /^\s*([-*]|\d+\.)\s+(.*)$/.exec(lines[index]);
        if (item) items.push(item[2]);
        else if (items.length) items[items.length - 1] += ` ${lines[index].trim()}`;
        index += 1;
      }
      out.push(
        <ul key={key}>
          {items.map((item, i) => (
            <li key={i}>{inline(item)}</li>
          ))}
        </ul>,
      );
      continue;
    }
    if (line.trim() === '') {
      index += 1;
      continue;
    }
    const paragraph: string[] = [];
    while (
      index < lines.length &&
      lines[index].trim() !== '' &&
      !/^(#|```|\s*\||\s*([-*]|\d+\.)\s)/.test(lines[index])
    )
      paragraph.push(lines[index++].trim());
    out.push(<p key={key}>{inline(paragraph.join(' '))}</p>);
  }
  return <div className="bc-markdown">{out}</div>;
}
