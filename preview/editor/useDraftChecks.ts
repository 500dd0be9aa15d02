/**
 * The checks of a draft: the in-browser check (generated validators, immediate; it also decides
 * whether the preview frame gets the draft) and the stand-in's full check (/__preview/check,
 * every sentence `npm run validate` prints, debounced). Problems carry their draft line.
 */
import { useEffect, useMemo, useState } from 'react';
import { validateManifestInBrowser } from '../../src/runtime/manifest/validateInBrowser';
import { lineOf, manifestForFrame, type Draft, type ServedShared } from './draft';
import type { ShownProblem } from './problems';

const SERVER_CHECK_DELAY_MS = 300;

export interface DraftChecks {
  /** The manifest's file as `npm run validate` names it (known once the server has checked). */
  file: string | null;
  problems: ShownProblem[];
  checking: boolean;
  note: string | null;
  /** The newest draft that passed the in-browser check, as the frame renders it. */
  frameDraft: { revision: number; siteId: string; manifest: Record<string, unknown> } | null;
}

export function useDraftChecks(
  draft: Draft | null,
  served: ServedShared,
  serverCheck: boolean,
): DraftChecks {
  const [browser, setBrowser] = useState<{ text: string; problems: ShownProblem[] } | null>(null);
  const [server, setServer] = useState<{
    text: string;
    file: string;
    problems: ShownProblem[];
  } | null>(null);
  const [serverFailed, setServerFailed] = useState(false);
  const [frameDraft, setFrameDraft] = useState<DraftChecks['frameDraft']>(null);

  useEffect(() => {
    if (!draft?.value || draft.syntaxErrors.length) return;
    let live = true;
    const manifest = manifestForFrame(draft.value, served);
    const text = draft.text;
    void validateManifestInBrowser(manifest)
      .catch((error: unknown) => [
        { pointer: '/', message: `无法在浏览器中校验：${String(error)}` },
      ])
      .then((problems) => {
        if (!live) return;
        setBrowser({
          text,
          problems: problems.map((problem) => {
            const line = lineOf(text, problem.pointer);
            return { ...problem, line, column: 1, source: 'browser' as const };
          }),
        });
        if (!problems.length)
          setFrameDraft({ revision: draft.revision, siteId: draft.siteId, manifest });
      });
    return () => {
      live = false;
    };
  }, [draft, served]);

  useEffect(() => {
    if (!draft || !serverCheck || draft.syntaxErrors.length) return;
    const controller = new AbortController();
    const text = draft.text;
    const timer = setTimeout(() => {
      fetch('/__preview/check', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ siteId: draft.siteId, text }),
        signal: controller.signal,
      })
        .then((response) =>
          response.ok ? response.json() : Promise.reject(new Error(String(response.status))),
        )
        .then((answer: { file: string; problems: Omit<ShownProblem, 'source'>[] }) => {
          setServerFailed(false);
          setServer({
            text,
            file: answer.file,
            problems: answer.problems.map((problem) => ({ ...problem, source: 'server' })),
          });
        })
        .catch((error: unknown) => {
          if ((error as { name?: string }).name !== 'AbortError') setServerFailed(true);
        });
    }, SERVER_CHECK_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [draft, serverCheck]);

  const file = server?.file ?? null;
  return useMemo(() => {
    if (!draft) return { file, problems: [], checking: false, note: null, frameDraft };
    if (draft.syntaxErrors.length)
      return {
        file,
        problems: draft.syntaxErrors.map((error) => ({
          pointer: '/',
          message: error.message,
          line: error.line,
          column: error.column,
          source: 'syntax' as const,
        })),
        checking: false,
        note: 'JSON 语法有误：修正前表单和预览停在上一次正确的草稿。',
        frameDraft,
      };
    const serverCurrent = server?.text === draft.text ? server : null;
    const browserCurrent = browser?.text === draft.text ? browser : null;
    if (serverCheck && serverCurrent && !serverFailed) {
      // The in-browser check decides what the preview gets: show what it says too.
      const seen = new Set(serverCurrent.problems.map((p) => `${p.pointer}|${p.message}`));
      const extra = (browserCurrent?.problems ?? []).filter(
        (p) => !seen.has(`${p.pointer}|${p.message}`),
      );
      return {
        file,
        problems: [...serverCurrent.problems, ...extra],
        checking: false,
        note: extra.length ? '浏览器校验发现的问题会阻止预览更新。' : null,
        frameDraft,
      };
    }
    return {
      file,
      problems: browserCurrent?.problems ?? serverCurrent?.problems ?? [],
      checking: serverCheck && !serverFailed,
      note:
        !serverCheck || serverFailed
          ? '服务端完整校验不可用，仅显示浏览器校验（只含结构问题）。'
          : null,
      frameDraft,
    };
  }, [file, draft, server, browser, serverCheck, serverFailed, frameDraft]);
}
