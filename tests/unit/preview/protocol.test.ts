import { describe, expect, it } from 'vitest';
import {
  PREVIEW_MESSAGE_KIND,
  fromExpectedSender,
  isFrameMessage,
  isJsonValue,
  isParentMessage,
} from '../../../src/runtime/preview/protocol';

const kind = PREVIEW_MESSAGE_KIND;

describe('preview postMessage protocol', () => {
  it('accepts a draft and a clock message', () => {
    expect(
      isParentMessage({
        kind,
        type: 'draft',
        revision: 3,
        siteId: 'hd-kpzy',
        manifest: { id: 'x' },
      }),
    ).toBe(true);
    expect(isParentMessage({ kind, type: 'clock', now: 1767225600000 })).toBe(true);
    expect(isParentMessage({ kind, type: 'clock', now: null })).toBe(true);
  });

  it('refuses anything that is not plain JSON (code never crosses)', () => {
    const withFunction = {
      kind,
      type: 'draft',
      revision: 1,
      siteId: 's',
      manifest: { f: () => 1 },
    };
    expect(isParentMessage(withFunction)).toBe(false);
    expect(isJsonValue({ a: new Date() })).toBe(false);
    expect(isJsonValue({ a: Number.NaN })).toBe(false);
    expect(isJsonValue({ a: undefined })).toBe(false);
    expect(isJsonValue(Object.create(null))).toBe(true);
  });

  it('refuses unknown kinds, types and malformed fields', () => {
    expect(isParentMessage({ kind: 'other', type: 'clock', now: null })).toBe(false);
    expect(isParentMessage({ kind, type: 'eval', code: '1' })).toBe(false);
    expect(isParentMessage({ kind, type: 'draft', revision: -1, siteId: 's', manifest: {} })).toBe(
      false,
    );
    expect(isParentMessage({ kind, type: 'draft', revision: 1, siteId: '', manifest: {} })).toBe(
      false,
    );
    expect(isParentMessage({ kind, type: 'draft', revision: 1, siteId: 's', manifest: [] })).toBe(
      false,
    );
    expect(isParentMessage('{"kind":"edu-preview"}')).toBe(false);
  });

  it('checks the frame messages', () => {
    expect(isFrameMessage({ kind, type: 'ready', marker: 'm', navigations: 1 })).toBe(true);
    expect(isFrameMessage({ kind, type: 'rendered', revision: 2, marker: 'm' })).toBe(true);
    expect(
      isFrameMessage({
        kind,
        type: 'rejected',
        revision: 2,
        problems: [{ pointer: '/x', message: 'must be text' }],
      }),
    ).toBe(true);
    expect(
      isFrameMessage({ kind, type: 'rejected', revision: 2, problems: [{ pointer: 1 }] }),
    ).toBe(false);
  });

  it('accepts a sender only at the exact origin and from the exact window', () => {
    const frame = {} as Window;
    const other = {} as Window;
    const expected = { origin: 'http://127.0.0.1:8080', source: frame };
    expect(fromExpectedSender({ origin: 'http://127.0.0.1:8080', source: frame }, expected)).toBe(
      true,
    );
    expect(fromExpectedSender({ origin: 'http://127.0.0.1:8081', source: frame }, expected)).toBe(
      false,
    );
    expect(fromExpectedSender({ origin: 'http://127.0.0.1:8080', source: other }, expected)).toBe(
      false,
    );
    expect(
      fromExpectedSender(
        { origin: 'http://127.0.0.1:8080', source: null },
        { origin: 'http://127.0.0.1:8080', source: null },
      ),
    ).toBe(false);
  });
});
