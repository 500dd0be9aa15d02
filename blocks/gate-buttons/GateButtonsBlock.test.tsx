import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import GateButtonsBlock, { type GateButtonsProps } from './GateButtonsBlock';
import { createFakeServices, renderBlock } from '../testing/renderBlock';
import type { SiteManifest } from '../../src/runtime/manifest/types';

/**
 * Gated buttons: a press runs the site gate (the gate decides), and 我的报名 appears only when the
 * enrolment list answers total > 0 (seed 001 §7 contest_ids, statuses [1,2], page_size 1;
 * HD-GATE-35, A-43).
 */

const PROPS: GateButtonsProps = {
  contestId: 'dnds2026-student',
  buttons: [
    { label: '活动报名', gate: 'open', to: 'contest/dnds2026-student/enroll', style: 'primary' },
    {
      label: '我的报名',
      gate: 'open',
      to: 'myEnroll/dnds2026-student',
      shownWhenEnrolled: true,
    },
  ],
};

const site: Partial<SiteManifest> = {
  gates: { open: { rules: [{ id: 'open.always', when: true, then: { allow: true } }] } },
};

function setup(total: number | Error, signedIn = true) {
  const services = createFakeServices();
  services.contest.enrolmentTotal = vi.fn(async () => {
    if (total instanceof Error) throw total;
    return total;
  });
  renderBlock(GateButtonsBlock, PROPS, {
    services,
    site,
    path: '/hd/dndsstudent/enrolls',
    sitePrefix: '/hd/dndsstudent',
    role: signedIn ? 'STUDENT' : undefined,
  });
  return services;
}

describe('gate buttons', () => {
  it('shows 我的报名 once the enrolment list counts an enrolment of the contest', async () => {
    const services = setup(1);
    await screen.findByRole('button', { name: '我的报名' });
    expect(services.contest.enrolmentTotal).toHaveBeenCalledWith(['dnds2026-student']);
    fireEvent.click(screen.getByRole('button', { name: '我的报名' }));
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe(
        '/hd/dndsstudent/myEnroll/dnds2026-student',
      ),
    );
  });

  it.each([
    ['total 0', 0, true],
    ['a failed query', new Error('offline'), true],
    ['signed out (nothing asked)', 0, false],
  ])('leaves 我的报名 out with %s', async (_name, total, signedIn) => {
    const services = setup(total, signedIn);
    await screen.findByRole('button', { name: '活动报名' });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(screen.queryByRole('button', { name: '我的报名' })).toBeNull();
    if (!signedIn) expect(services.contest.enrolmentTotal).not.toHaveBeenCalled();
  });

  it('a press runs the gate and goes where it allows', async () => {
    setup(0);
    fireEvent.click(screen.getByRole('button', { name: '活动报名' }));
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe(
        '/hd/dndsstudent/contest/dnds2026-student/enroll',
      ),
    );
  });
});
