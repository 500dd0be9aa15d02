/** The XSS corpus and how payloads are spread over a field's rows. */
import { describe, expect, it } from 'vitest';
import {
  LINK_PAYLOAD_INDEXES,
  XSS_PAYLOADS,
  markerId,
  markerIdsIn,
  splitMarkerId,
} from './payloads';
import { rotatePayloads } from './carriers';

describe('XSS payloads', () => {
  it('has at least 40 distinct payloads, each carrying its marker id', () => {
    expect(XSS_PAYLOADS.length).toBeGreaterThanOrEqual(40);
    expect(new Set(XSS_PAYLOADS.map((payload) => payload.name)).size).toBe(XSS_PAYLOADS.length);
    expect(new Set(XSS_PAYLOADS.map((payload) => payload.make(1))).size).toBe(XSS_PAYLOADS.length);
    for (const payload of XSS_PAYLOADS) {
      // The id is what tells a report which field and payload got through.
      const decoded = payload.make(123407).replace(/&#95;/g, '_');
      expect(markerIdsIn(decodeURIComponent(decoded)), payload.name).toContain(123407);
    }
  });

  it('puts the link payloads of the issue into url fields', () => {
    const links = LINK_PAYLOAD_INDEXES.map((index) => XSS_PAYLOADS[index].make(101));
    expect(links).toEqual(
      expect.arrayContaining([
        'javascript:__xssHit(101)',
        '//evil.example/xss-101',
        '/\\evil.example/xss-101',
        '/\t/evil.example/xss-101',
        '\\\\evil.example/xss-101',
        'http://allowed.example@evil.example/xss-101',
      ]),
    );
  });

  it('names carrier and payload in one id', () => {
    expect(splitMarkerId(markerId(57, 12))).toEqual({ carrier: 57, payloadIndex: 12 });
    expect(markerIdsIn('<img src=x onerror=__xssHit(5712)> and //evil.example/xss-901')).toEqual([
      5712, 901,
    ]);
  });
});

describe('rotatePayloads', () => {
  const candidates = [0, 1, 2, 3, 4];
  it('gives every payload to a field with fewer rows than payloads (joined)', () => {
    const slots = rotatePayloads(2, candidates, 3, true);
    expect(slots).toHaveLength(2);
    expect(slots.flat().sort()).toEqual(candidates);
  });

  it('takes turns over a field with more rows than payloads', () => {
    const slots = rotatePayloads(12, candidates, 0, true);
    expect(slots.every((slot) => slot.length === 1)).toBe(true);
    expect(new Set(slots.flat())).toEqual(new Set(candidates));
  });

  it('puts one payload per row into fields that cannot join them (links)', () => {
    expect(rotatePayloads(2, candidates, 0, false)).toEqual([[0], [1]]);
  });
});
