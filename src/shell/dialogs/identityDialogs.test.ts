/**
 * The role dialogs' animation (seed 000 §9; ledger CORE-ROLE-31, CORE-CONST-06): 100 to 300 ms,
 * its length taken from ROLE_DIALOG_ANIMATION_MS, and none for visitors who ask for less motion.
 * The browser test (identityDetails.e2e.ts) checks the dialog is fully shown within 300 ms.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROLE_DIALOG_ANIMATION_MS } from '../../lib/specConstants';

const css = readFileSync(resolve(__dirname, 'identity-dialogs.css'), 'utf8');

describe('role dialog animation', () => {
  it('lasts between 100 and 300 ms', () => {
    expect(ROLE_DIALOG_ANIMATION_MS).toBeGreaterThanOrEqual(100);
    expect(ROLE_DIALOG_ANIMATION_MS).toBeLessThanOrEqual(300);
  });

  it('opens and closes with the constant’s length and stops under prefers-reduced-motion', () => {
    expect(css).toMatch(/animation: identity-dialog-in var\(--identity-dialog-ms\)/);
    expect(css).toContain('animation-name: identity-dialog-out');
    expect(css).toMatch(/@media \(prefers-reduced-motion: reduce\)[^}]*\{[^}]*animation: none;/);
  });
});
