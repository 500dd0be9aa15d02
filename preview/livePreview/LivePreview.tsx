/**
 * The live preview: the site in a same-origin frame at the chosen device width (scaled down to
 * fit the column), fed the draft by postMessage. The frame reloads only when the context needs
 * a new page load (account, role, scenario, theme, language, page); draft edits and time travel
 * reach it as messages, so what is on screen is re-rendered, never reloaded.
 */
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import {
  PREVIEW_MESSAGE_KIND,
  fromExpectedSender,
  isFrameMessage,
  type ParentMessage,
} from '../../src/runtime/preview/protocol';

export interface FrameState {
  status: 'loading' | 'ready' | 'rendered' | 'rejected';
  /** Milliseconds from the edit to the frame's "rendered" answer. */
  lastRenderMs: number | null;
  /** The draft revision on screen. */
  revision: number | null;
  rejectedProblems: { pointer: string; message: string; hint?: string }[];
}

export function LivePreview(props: {
  src: string;
  width: number;
  draft: { revision: number; siteId: string; manifest: Record<string, unknown> } | null;
  editedAt: number;
  now: number | null;
}) {
  const { src, width, draft, editedAt, now } = props;
  const frame = useRef<HTMLIFrameElement>(null);
  const box = useRef<HTMLDivElement>(null);
  const [boxWidth, setBoxWidth] = useState(600);
  const [state, setState] = useState<FrameState>({
    status: 'loading',
    lastRenderMs: null,
    revision: null,
    rejectedProblems: [],
  });
  const [readyMarker, setReadyMarker] = useState<string | null>(null);
  const latest = useRef({ draft, editedAt, now });
  latest.current = { draft, editedAt, now };

  const post = (message: ParentMessage) => {
    frame.current?.contentWindow?.postMessage(message, window.location.origin);
  };

  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    const observer = new ResizeObserver(() => setBoxWidth(element.clientWidth));
    observer.observe(element);
    setBoxWidth(element.clientWidth);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    setState((current) => ({ ...current, status: 'loading' }));
    setReadyMarker(null);
  }, [src]);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      const source = frame.current?.contentWindow;
      if (!fromExpectedSender(event, { origin: window.location.origin, source })) return;
      if (!isFrameMessage(event.data)) return;
      const message = event.data;
      if (message.type === 'ready') {
        setReadyMarker(message.marker);
        setState((current) => ({ ...current, status: 'ready' }));
        // A fresh frame gets the current draft and clock at once.
        const { draft: current, now: at } = latest.current;
        if (current) post({ kind: PREVIEW_MESSAGE_KIND, type: 'draft', ...current });
        if (at !== null) post({ kind: PREVIEW_MESSAGE_KIND, type: 'clock', now: at });
      } else if (message.type === 'rendered') {
        if (message.revision !== latest.current.draft?.revision) return;
        // Timed only for edits: the first draft of a page load waits for the whole page.
        setState((current) => ({
          status: 'rendered',
          lastRenderMs:
            message.revision > 0
              ? Math.round(performance.now() - latest.current.editedAt)
              : current.lastRenderMs,
          revision: message.revision,
          rejectedProblems: [],
        }));
      } else if (message.type === 'rejected') {
        setState((current) => ({
          ...current,
          status: 'rejected',
          rejectedProblems: message.problems,
        }));
      }
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);

  // Each new draft revision goes to the frame (once it has said it is ready).
  useEffect(() => {
    if (!draft || !readyMarker) return;
    post({ kind: PREVIEW_MESSAGE_KIND, type: 'draft', ...draft });
  }, [draft, readyMarker]);

  useEffect(() => {
    if (!readyMarker) return;
    post({ kind: PREVIEW_MESSAGE_KIND, type: 'clock', now });
  }, [now, readyMarker]);

  const scale = Math.min(1, boxWidth / width);
  const height = 1400;
  return (
    <div className="live-preview" ref={box}>
      <div className="live-preview__status" role="status" aria-live="polite">
        {state.status === 'loading' && '预览加载中…'}
        {state.status === 'ready' && '预览已就绪'}
        {state.status === 'rendered' && (
          <span
            data-render-ms={state.lastRenderMs ?? undefined}
            data-revision={state.revision ?? undefined}
          >
            已更新{state.lastRenderMs !== null ? `（${state.lastRenderMs} ms）` : ''}
          </span>
        )}
        {state.status === 'rejected' && '草稿有错误，预览保留上一次正确的渲染（错误见校验结果）'}
        <span className="muted">
          {' '}
          · {width}px{scale < 1 ? `，缩放 ${Math.round(scale * 100)}%` : ''}
        </span>
      </div>
      <div className="live-preview__stage" style={{ height: height * scale }}>
        <iframe
          ref={frame}
          title="站点实时预览"
          data-testid="preview-frame"
          src={src}
          style={{
            width,
            height,
            transform: `scale(${scale})`,
            transformOrigin: '0 0',
          }}
        />
      </div>
    </div>
  );
}
