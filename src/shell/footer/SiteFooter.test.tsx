import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import {
  createTestRuntime,
  LocationProbe,
  renderWithRuntime,
} from '../../../blocks/testing/renderBlock';
import { RuntimeContext } from '../../runtime/RuntimeContext';
import { MANAGEMENT_PATH, SiteFooter } from './SiteFooter';

describe('SiteFooter', () => {
  it('shows ministry, ICP, police record, the site phone and the statement link', () => {
    renderWithRuntime(<SiteFooter />, {
      site: { footer: { variant: 'portal', phone: '400-996-0909' } },
      sitePrefix: '/hd/kpzy',
    });
    const footer = screen.getByRole('contentinfo');
    expect(footer.textContent).toContain('主办单位：中华人民共和国教育部');
    expect(footer.textContent).toContain('京ICP备10040402号-65');
    expect(footer.textContent).toContain('京公网安备11010802045763号');
    expect(footer.textContent).toContain('客服电话：400-996-0909');
    expect(screen.getByRole('link', { name: '网站声明' }).getAttribute('href')).toBe(
      '/hd/kpzy/wzsm',
    );
  });

  it('omits the phone when the site has none', () => {
    renderWithRuntime(<SiteFooter />, { site: { footer: { variant: 'portal' } } });
    expect(screen.getByRole('contentinfo').textContent).not.toContain('客服电话');
  });

  it('the alternate-record variant shows the other ICP and police numbers', () => {
    renderWithRuntime(<SiteFooter />, { site: { footer: { variant: 'alternate-record' } } });
    const footer = screen.getByRole('contentinfo');
    expect(footer.getAttribute('data-footer')).toBe('alternate-record');
    expect(footer.querySelector('[data-record="icp"]')!.textContent).toBe('京ICP备10040402号-66');
    expect(footer.querySelector('[data-record="police"]')!.textContent).toBe(
      '京公网安备11010802045764号',
    );
    expect(footer.textContent).not.toContain('京ICP备10040402号-65');
  });

  it('variant none renders nothing', () => {
    const { container } = renderWithRuntime(<SiteFooter />, {
      site: { footer: { variant: 'none' } },
    });
    expect(container.querySelector('footer')).toBeNull();
  });

  it('management system: logged out it starts the login', () => {
    const { runtime } = renderWithRuntime(<SiteFooter />, { path: '/sport' });
    fireEvent.click(screen.getByRole('button', { name: '管理系统' }));
    expect(runtime.session.login).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('location').textContent).toBe('/sport');
  });

  it('management system: logged in it goes to the admin entry (ledger A-34 stand-in)', () => {
    const runtime = createTestRuntime();
    runtime.session = { ...runtime.session, loggedIn: true };
    render(
      <RuntimeContext.Provider value={runtime}>
        <MemoryRouter initialEntries={['/sport']}>
          <SiteFooter />
          <LocationProbe />
        </MemoryRouter>
      </RuntimeContext.Provider>,
    );
    fireEvent.click(screen.getByRole('button', { name: '管理系统' }));
    expect(runtime.session.login).not.toHaveBeenCalled();
    expect(screen.getByTestId('location').textContent).toBe(MANAGEMENT_PATH);
  });
});
